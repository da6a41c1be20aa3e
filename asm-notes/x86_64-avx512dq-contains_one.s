00000000000c8840 <linebloom::probe::x86_64::avx512::entry_dq::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    c88a6 <linebloom::probe::x86_64::avx512::entry_dq::contains_one+0x66>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0xe7635]        # 1afe90 <_DYNAMIC+0xae0>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffff502c0]        # 18b40 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x2cb>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff47da9]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0xe2e02]        # 1ab6b0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0xe6d46]        # 1af600 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
