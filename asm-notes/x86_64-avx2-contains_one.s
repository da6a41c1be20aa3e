00000000000d7460 <linebloom::probe::x86_64::avx2::entry::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    d74e4 <linebloom::probe::x86_64::avx2::entry::contains_one+0x84>
and    ecx,0xf
shl    rdx,0x6
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0x1342e9]        # 20b768 <_DYNAMIC+0xc28>
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffff3bb84]        # 13020 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x580>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffff3baee]        # 12fa0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x500>
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
lea    rax,[rip+0x12f5f4]        # 206ae0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x133898]        # 20ad90 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
