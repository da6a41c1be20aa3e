0000000000098c90 <linebloom::probe::x86_64::avx2::entry::contains_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    98d35 <linebloom::probe::x86_64::avx2::entry::contains_one+0xa5>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vmovd  xmm1,eax
vpmulld ymm2,ymm0,YMMWORD PTR [rip+0xfffffffffff77855]        # 10520 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x820>
vpbroadcastd ymm1,xmm1
vpsrld ymm2,ymm2,0x1b
vpsrlvd ymm3,ymm1,YMMWORD PTR [rip+0xfffffffffff77802]        # 104e0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7e0>
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff767fd]        # f4e4 <anon.e014484ec88af5ff60791d4d46ad247d.47.llvm.5357052003384423440+0x4>
vpand  ymm3,ymm3,ymm4
vpsllvd ymm2,ymm3,ymm2
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff77807]        # 10500 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x800>
vpsrlvd ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff7779e]        # 104a0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7a0>
vpsrld ymm0,ymm0,0x1b
vpand  ymm1,ymm1,ymm4
vpsllvd ymm0,ymm1,ymm0
vmovdqa ymm1,YMMWORD PTR [r9+rdx*1]
vpandn ymm1,ymm1,ymm2
vmovdqa ymm2,YMMWORD PTR [r9+rdx*1+0x20]
vpandn ymm0,ymm2,ymm0
vpor   ymm0,ymm0,ymm1
vptest ymm0,ymm0
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x9a28b]        # 132fc8 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x9d6ac]        # 1363f8 <_DYNAMIC+0x218>
int3
int3
int3
int3
