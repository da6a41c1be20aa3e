0000000000099440 <linebloom::probe::x86_64::avx512::entry::contains_one>:
mov    r9,rdx
mov    rax,r8
mul    rsi
cmp    rcx,rdx
jbe    9949c <linebloom::probe::x86_64::avx512::entry::contains_one+0x5c>
imul   eax,r8d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [r9+rdx*1]
mov    rcx,QWORD PTR [rip+0x9d77e]        # 136be8 <_DYNAMIC+0xa08>
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rcx]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffff76057]        # f4e4 <anon.e014484ec88af5ff60791d4d46ad247d.47.llvm.5357052003384423440+0x4>
kmovw  ecx,k0
test   WORD PTR [rdi+rax*2],cx
sete   al
vzeroupper
ret
push   rax
lea    rax,[rip+0x99b24]        # 132fc8 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x9cf45]        # 1363f8 <_DYNAMIC+0x218>
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
