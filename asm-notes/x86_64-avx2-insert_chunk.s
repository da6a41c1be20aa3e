0000000000097ac0 <linebloom::probe::x86_64::avx2::entry::insert_chunk>:
push   rbx
test   r9,r9
je     97b8f <linebloom::probe::x86_64::avx2::entry::insert_chunk+0xcf>
mov    r10,rdx
shl    r9,0x3
xor    ebx,ebx
vmovdqa ymm0,YMMWORD PTR [rip+0xfffffffffff78705]        # 101e0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x828>
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff786bd]        # 101a0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7e8>
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffff776b8]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff786cc]        # 101c0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x808>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff78664]        # 10160 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7a8>
nop    DWORD PTR [rax+0x0]
mov    r11,QWORD PTR [r8+rbx*1]
mov    rax,r11
mul    rsi
cmp    rcx,rdx
jbe    97b94 <linebloom::probe::x86_64::avx2::entry::insert_chunk+0xd4>
imul   eax,r11d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm5,r11d
vpbroadcastd ymm5,xmm5
vmovd  xmm6,eax
vpbroadcastd ymm6,xmm6
vpmulld ymm7,ymm5,ymm0
vpsrld ymm7,ymm7,0x1b
vpsrlvd ymm8,ymm6,ymm1
vpand  ymm8,ymm8,ymm2
vpsllvd ymm7,ymm8,ymm7
vpmulld ymm5,ymm5,ymm3
vpsrld ymm5,ymm5,0x1b
vpsrlvd ymm6,ymm6,ymm4
vpand  ymm6,ymm6,ymm2
vpor   ymm7,ymm7,YMMWORD PTR [r10+rdx*1]
vpsllvd ymm5,ymm6,ymm5
vmovdqa YMMWORD PTR [r10+rdx*1],ymm7
vpor   ymm5,ymm5,YMMWORD PTR [r10+rdx*1+0x20]
vmovdqa YMMWORD PTR [r10+rdx*1+0x20],ymm5
add    rbx,0x8
cmp    r9,rbx
jne    97b00 <linebloom::probe::x86_64::avx2::entry::insert_chunk+0x40>
pop    rbx
vzeroupper
ret
lea    rax,[rip+0x9274d]        # 12a2e8 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x95a9b]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
