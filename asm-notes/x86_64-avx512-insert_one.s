00000000000993c0 <linebloom::probe::x86_64::avx512::entry::insert_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    99423 <linebloom::probe::x86_64::avx512::entry::insert_one+0x63>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
kmovw  k1,WORD PTR [rdi+rax*2]
vmovdqa64 zmm0,ZMMWORD PTR [r9+rdx*1]
mov    rax,QWORD PTR [rip+0x9d7f9]        # 136be8 <_DYNAMIC+0xa08>
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rax]
vpbroadcastd zmm2,DWORD PTR [rip+0xfffffffffff760df]        # f4e4 <anon.e014484ec88af5ff60791d4d46ad247d.47.llvm.5357052003384423440+0x4>
vpsrld zmm1,zmm1,0x1b
vpsllvd zmm1,zmm2,zmm1
vpord  zmm0{k1},zmm0,zmm1
vmovdqa64 ZMMWORD PTR [r9+rdx*1],zmm0
vzeroupper
ret
push   rax
lea    rax,[rip+0x99b85]        # 132fb0 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x9cfbe]        # 1363f8 <_DYNAMIC+0x218>
int3
int3
int3
int3
int3
int3
