00000000000981b0 <linebloom::probe::x86_64::avx512::entry::contains_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    9820c <linebloom::probe::x86_64::avx512::entry::contains_one+0x5c>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [r9+rdx*1]
mov    rcx,QWORD PTR [rip+0x95c36]        # 12de10 <_DYNAMIC+0xa18>
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rcx]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff76fa7]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
kmovw  ecx,k0
test   WORD PTR [rdi+rax*2],cx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x920ec]        # 12a300 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x95425]        # 12d648 <_DYNAMIC+0x250>
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
