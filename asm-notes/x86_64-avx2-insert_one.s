0000000000097940 <linebloom::probe::x86_64::avx2::entry::insert_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    979de <linebloom::probe::x86_64::avx2::entry::insert_one+0x9e>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vmovd  xmm1,eax
vpbroadcastd ymm1,xmm1
vpmulld ymm2,ymm0,YMMWORD PTR [rip+0xfffffffffff78860]        # 101e0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x828>
vpsrlvd ymm3,ymm1,YMMWORD PTR [rip+0xfffffffffff78817]        # 101a0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7e8>
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff77812]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
vpsrld ymm2,ymm2,0x1b
vpand  ymm3,ymm3,ymm4
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff7881c]        # 101c0 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x808>
vpsllvd ymm2,ymm3,ymm2
vpsrld ymm0,ymm0,0x1b
vpsrlvd ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff787a9]        # 10160 <anon.139b87fa81e6281425927458b126f548.72.llvm.6308449897743187825+0x7a8>
vpand  ymm1,ymm1,ymm4
vpsllvd ymm0,ymm1,ymm0
vpor   ymm1,ymm2,YMMWORD PTR [r9+rdx*1]
vmovdqa YMMWORD PTR [r9+rdx*1],ymm1
vpor   ymm0,ymm0,YMMWORD PTR [r9+rdx*1+0x20]
vmovdqa YMMWORD PTR [r9+rdx*1+0x20],ymm0
vzeroupper
ret
push   rax
lea    rax,[rip+0x92902]        # 12a2e8 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x95c53]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
