000000000007fe30 <linebloom::probe::x86_64::avx512::entry::contains_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    7fe8c <linebloom::probe::x86_64::avx512::entry::contains_one+0x5c>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [r9+rdx*1]
mov    rcx,QWORD PTR [rip+0x5929e]        # d90f8 <_DYNAMIC+0x808>
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rcx]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff8c37f]        # c1fc <anon.3e61af6b8da61677520e63bdbed7e827.24.llvm.17269315695311793107+0x4>
kmovw  ecx,k0
test   WORD PTR [rdi+rax*2],cx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x565bc]        # d6450 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x58c9d]        # d8b40 <_DYNAMIC+0x250>
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
int3
int3
