00000000000b4040 <linebloom::probe::x86_64::avx2::entry::contains_one>:
mov    r8,rdx
mov    rax,rcx
mul    QWORD PTR [rdi+0x8]
cmp    r8,rdx
jbe    b40c6 <linebloom::probe::x86_64::avx2::entry::contains_one+0x86>
shl    rdx,0x6
mov    eax,DWORD PTR [rdi+0x10]
and    eax,0xf
shl    eax,0xc
add    rax,QWORD PTR [rip+0xa6efd]        # 15af60 <_DYNAMIC+0xb48>
imul   edi,ecx,0x9e3779b1
shr    edi,0x16
vmovd  xmm0,ecx
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffff5c822]        # 108a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c0>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff5c7ec]        # 10880 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4a0>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rsi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rsi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb ecx,ymm0
not    ecx
test   DWORD PTR [rax+rdi*4],ecx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0xa2e5a]        # 156f28 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xa8>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
call   QWORD PTR [rip+0xa658b]        # 15a668 <_DYNAMIC+0x250>
int3
int3
int3
