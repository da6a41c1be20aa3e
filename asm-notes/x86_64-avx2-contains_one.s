000000000007fa80 <linebloom::probe::x86_64::avx2::entry::contains_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    7fb25 <linebloom::probe::x86_64::avx2::entry::contains_one+0xa5>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vmovd  xmm1,eax
vpmulld ymm2,ymm0,YMMWORD PTR [rip+0xfffffffffff8d705]        # d1c0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x830>
vpbroadcastd ymm1,xmm1
vpsrld ymm2,ymm2,0x1b
vpsrlvd ymm3,ymm1,YMMWORD PTR [rip+0xfffffffffff8d6b2]        # d180 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7f0>
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff8c725]        # c1fc <anon.3e61af6b8da61677520e63bdbed7e827.24.llvm.17269315695311793107+0x4>
vpand  ymm3,ymm3,ymm4
vpsllvd ymm2,ymm3,ymm2
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff8d6b7]        # d1a0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x810>
vpsrlvd ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff8d64e]        # d140 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7b0>
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
lea    rax,[rip+0x56923]        # d6450 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x59004]        # d8b40 <_DYNAMIC+0x250>
int3
int3
int3
int3
