00000000000c74a0 <linebloom::probe::x86_64::avx2::entry::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    c7524 <linebloom::probe::x86_64::avx2::entry::contains_one+0x84>
and    ecx,0xf
shl    rdx,0x6
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0xebaa9]        # 1b2f68 <_DYNAMIC+0xbf0>
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffff4b104]        # 125e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e8>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff4b0ce]        # 125c0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c8>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rcx+rax*4],edx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0xe7154]        # 1ae680 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0xeb090]        # 1b25c8 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
