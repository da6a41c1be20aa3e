00000000000997b0 <linebloom::probe::x86_64::avx512::entry::contains_chunk>:
push   r14
push   rbx
push   rax
mov    rbx,QWORD PTR [rsp+0x28]
cmp    r9,rbx
cmovb  rbx,r9
test   rbx,rbx
je     99848 <linebloom::probe::x86_64::avx512::entry::contains_chunk+0x98>
mov    r11,rdx
mov    r9,QWORD PTR [rsp+0x20]
mov    rax,QWORD PTR [rip+0x9d410]        # 136be8 <_DYNAMIC+0xa08>
vmovdqu64 zmm0,ZMMWORD PTR [rax]
xor    r14d,r14d
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff75cf9]        # f4e4 <anon.e014484ec88af5ff60791d4d46ad247d.47.llvm.5357052003384423440+0x4>
nop    DWORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [r8+r14*8]
mov    rax,r10
mul    rsi
cmp    rcx,rdx
jbe    99853 <linebloom::probe::x86_64::avx512::entry::contains_chunk+0xa3>
imul   eax,r10d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
vmovdqa64 zmm2,ZMMWORD PTR [r11+rdx*1]
vpbroadcastd zmm3,r10d
vpmulld zmm3,zmm3,zmm0
vpsrld zmm3,zmm3,0x1b
vpsrlvd zmm2,zmm2,zmm3
vptestnmd k0,zmm2,zmm1
kmovw  edx,k0
test   WORD PTR [rdi+rax*2],dx
sete   BYTE PTR [r9+r14*1]
inc    r14
cmp    rbx,r14
jne    997f0 <linebloom::probe::x86_64::avx512::entry::contains_chunk+0x40>
add    rsp,0x8
pop    rbx
pop    r14
vzeroupper
ret
lea    rax,[rip+0x9976e]        # 132fc8 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x9cb8c]        # 1363f8 <_DYNAMIC+0x218>
int3
int3
int3
int3
