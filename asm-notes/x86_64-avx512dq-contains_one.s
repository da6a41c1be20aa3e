00000000000c85f0 <linebloom::probe::x86_64::avx512::entry_dq::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    c8656 <linebloom::probe::x86_64::avx512::entry_dq::contains_one+0x66>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0xea2fd]        # 1b2908 <_DYNAMIC+0xab8>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffff50590]        # 18bc0 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x2cb>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff48069]        # 106b0 <anon.77f4a59228fe19f714bc84d658c56007.74.llvm.645598564717104266+0x8>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0xe5b12]        # 1ae170 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0xe9a36]        # 1b20a0 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
