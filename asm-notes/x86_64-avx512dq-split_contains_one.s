00000000000cfeb0 <linebloom::probe::x86_64::avx512::entry_dq::split_contains_one>:
mov    rcx,rdx
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    cff0e <linebloom::probe::x86_64::avx512::entry_dq::split_contains_one+0x5e>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1d
and    ecx,0x8
vmovdqa ymm0,YMMWORD PTR [rdi+rcx*4]
vmovd  xmm1,edx
vpbroadcastd ymm1,xmm1
vpmulld ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff42fb1]        # 12ea0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x500>
vpsrld ymm1,ymm1,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffff41053]        # 10f50 <anon.53226694bd2e49bec2c7f5d4218d3dac.77.llvm.5603954963408701832+0x8>
vpsllvd ymm1,ymm2,ymm1
vptest ymm0,ymm1
setb   al
vzeroupper
ret
push   rax
lea    rdx,[rip+0x109cda]        # 1d9bf0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x120>
mov    rdi,rax
call   QWORD PTR [rip+0x10def1]        # 1dde10 <_DYNAMIC+0x250>
int3
