000000000007fdb0 <linebloom::probe::x86_64::avx512::entry::insert_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    7fe13 <linebloom::probe::x86_64::avx512::entry::insert_one+0x63>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
kmovw  k1,WORD PTR [rdi+rax*2]
vmovdqa64 zmm0,ZMMWORD PTR [r9+rdx*1]
mov    rax,QWORD PTR [rip+0x59319]        # d90f8 <_DYNAMIC+0x808>
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rax]
vpbroadcastd zmm2,DWORD PTR [rip+0xfffffffffff8c407]        # c1fc <anon.3e61af6b8da61677520e63bdbed7e827.24.llvm.17269315695311793107+0x4>
vpsrld zmm1,zmm1,0x1b
vpsllvd zmm1,zmm2,zmm1
vpord  zmm0{k1},zmm0,zmm1
vmovdqa64 ZMMWORD PTR [r9+rdx*1],zmm0
vzeroupper
ret
push   rax
lea    rax,[rip+0x5661d]        # d6438 <linebloom::probe::x86_64::avx512::entry::OPS+0x30>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x58d16]        # d8b40 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
