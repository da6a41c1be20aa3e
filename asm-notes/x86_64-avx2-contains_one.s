0000000000097a00 <linebloom::probe::x86_64::avx2::entry::contains_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    97aa5 <linebloom::probe::x86_64::avx2::entry::contains_one+0xa5>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vmovd  xmm1,eax
vpmulld ymm2,ymm0,YMMWORD PTR [rip+0xfffffffffff787a5]        # 101e0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x828>
vpbroadcastd ymm1,xmm1
vpsrld ymm2,ymm2,0x1b
vpsrlvd ymm3,ymm1,YMMWORD PTR [rip+0xfffffffffff78752]        # 101a0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7e8>
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff7774d]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
vpand  ymm3,ymm3,ymm4
vpsllvd ymm2,ymm3,ymm2
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff78757]        # 101c0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x808>
vpsrlvd ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff786ee]        # 10160 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7a8>
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
lea    rax,[rip+0x92853]        # 12a300 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x95b8c]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
int3
