00000000000b45e0 <linebloom::probe::x86_64::avx512::entry::contains_one>:
mov    r8,rdx
mov    rax,rcx
mul    QWORD PTR [rdi+0x8]
cmp    r8,rdx
jbe    b463f <linebloom::probe::x86_64::avx512::entry::contains_one+0x5f>
shl    rdx,0x6
imul   eax,ecx,0x9e3779b1
mov    rdi,QWORD PTR [rdi]
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rip+0xa66db]        # 15ace8 <_DYNAMIC+0x8d0>
vpbroadcastd zmm1,ecx
vpmulld zmm1,zmm1,ZMMWORD PTR [rdx]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff5a47c]        # eaac <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x8>
kmovw  ecx,k0
test   WORD PTR [rdi+rax*2],cx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0xa28e1]        # 156f28 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xa8>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
call   QWORD PTR [rip+0xa6012]        # 15a668 <_DYNAMIC+0x250>
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
