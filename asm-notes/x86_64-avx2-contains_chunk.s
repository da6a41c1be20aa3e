0000000000097e70 <linebloom::probe::x86_64::avx2::entry::contains_chunk>:
push   r14
push   rbx
push   rax
mov    rbx,QWORD PTR [rsp+0x28]
cmp    r9,rbx
cmovb  rbx,r9
test   rbx,rbx
je     97f57 <linebloom::probe::x86_64::avx2::entry::contains_chunk+0xe7>
mov    r11,rdx
mov    r9,QWORD PTR [rsp+0x20]
xor    r14d,r14d
vmovdqa ymm0,YMMWORD PTR [rip+0xfffffffffff78344]        # 101e0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x828>
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff782fc]        # 101a0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7e8>
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffff772f7]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff7830b]        # 101c0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x808>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff782a3]        # 10160 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7a8>
nop    DWORD PTR [rax]
mov    r10,QWORD PTR [r8+r14*8]
mov    rax,r10
mul    rsi
cmp    rcx,rdx
jbe    97f62 <linebloom::probe::x86_64::avx2::entry::contains_chunk+0xf2>
imul   eax,r10d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm5,r10d
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
vpsllvd ymm5,ymm6,ymm5
vmovdqa ymm6,YMMWORD PTR [r11+rdx*1]
vpandn ymm6,ymm6,ymm7
vmovdqa ymm7,YMMWORD PTR [r11+rdx*1+0x20]
vpandn ymm5,ymm7,ymm5
vpor   ymm5,ymm5,ymm6
vptest ymm5,ymm5
sete   BYTE PTR [r9+r14*1]
inc    r14
cmp    rbx,r14
jne    97ec0 <linebloom::probe::x86_64::avx2::entry::contains_chunk+0x50>
add    rsp,0x8
pop    rbx
pop    r14
vzeroupper
ret
lea    rax,[rip+0x92397]        # 12a300 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x956cd]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
