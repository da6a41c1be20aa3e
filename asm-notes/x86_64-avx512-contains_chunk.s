0000000000098520 <linebloom::probe::x86_64::avx512::entry::contains_chunk>:
push   r14
push   rbx
push   rax
mov    rbx,QWORD PTR [rsp+0x28]
cmp    r9,rbx
cmovb  rbx,r9
test   rbx,rbx
je     985b8 <linebloom::probe::x86_64::avx512::entry::contains_chunk+0x98>
mov    r11,rdx
mov    r9,QWORD PTR [rsp+0x20]
mov    rax,QWORD PTR [rip+0x958c8]        # 12de10 <_DYNAMIC+0xa18>
vmovdqu64 zmm0,ZMMWORD PTR [rax]
xor    r14d,r14d
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff76c49]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
nop    DWORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [r8+r14*8]
mov    rax,r10
mul    rsi
cmp    rcx,rdx
jbe    985c3 <linebloom::probe::x86_64::avx512::entry::contains_chunk+0xa3>
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
jne    98560 <linebloom::probe::x86_64::avx512::entry::contains_chunk+0x40>
add    rsp,0x8
pop    rbx
pop    r14
vzeroupper
ret
lea    rax,[rip+0x91d36]        # 12a300 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x9506c]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
int3
