0000000000098130 <linebloom::probe::x86_64::avx512::entry::insert_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    98193 <linebloom::probe::x86_64::avx512::entry::insert_one+0x63>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
kmovw  k1,WORD PTR [rdi+rax*2]
vmovdqa64 zmm0,ZMMWORD PTR [r9+rdx*1]
mov    rax,QWORD PTR [rip+0x95cb1]        # 12de10 <_DYNAMIC+0xa18>
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rax]
vpbroadcastd zmm2,DWORD PTR [rip+0xfffffffffff7702f]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
vpsrld zmm1,zmm1,0x1b
vpsllvd zmm1,zmm2,zmm1
vpord  zmm0{k1},zmm0,zmm1
vmovdqa64 ZMMWORD PTR [r9+rdx*1],zmm0
vzeroupper
ret
push   rax
lea    rax,[rip+0x9214d]        # 12a2e8 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x9549e]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
