00000000000c1c40 <linebloom::probe::x86_64::avx512::entry_dq::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    c1ca6 <linebloom::probe::x86_64::avx512::entry_dq::contains_one+0x66>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0xe0d1d]        # 1a2978 <_DYNAMIC+0xbe8>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffff57100]        # 18d80 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.129.llvm.15201082868510890051+0x171>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff4e5ed]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0xdc5da]        # 19e288 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xa8>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0xe0326]        # 1a1fe0 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
