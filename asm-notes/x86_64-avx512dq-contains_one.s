00000000000b0110 <linebloom::probe::x86_64::avx512::entry_dq::contains_one>:
mov    r8,rdx
mov    rax,rcx
mul    QWORD PTR [rdi+0x8]
cmp    r8,rdx
jbe    b016f <linebloom::probe::x86_64::avx512::entry_dq::contains_one+0x5f>
shl    rdx,0x6
imul   eax,ecx,0x9e3779b1
mov    rdi,QWORD PTR [rdi]
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rip+0xa22e3]        # 152420 <_DYNAMIC+0x8d8>
vpbroadcastd zmm1,ecx
vpmulld zmm1,zmm1,ZMMWORD PTR [rdx]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff5e098]        # e1f8 <anon.913ff549917d63db83d582f2a16039e6.36.llvm.10359241279412089197+0x8>
kmovw  ecx,k0
test   WORD PTR [rdi+rax*2],cx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x9e631]        # 14e7a8 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xa8>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
call   QWORD PTR [rip+0xa1bda]        # 151d60 <_DYNAMIC+0x218>
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
