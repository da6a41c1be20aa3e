000000000002b540 <linebloom::dispatch_bench::count_avx2>:
push   r15
push   r14
push   rbx
mov    rax,rdi
mov    edi,DWORD PTR [rdi+0x20]
dec    rdi
cmp    rdi,0x10
jae    2b6ce <linebloom::dispatch_bench::count_avx2+0x18e>
mov    rcx,rdx
test   rdx,rdx
je     2b6a6 <linebloom::dispatch_bench::count_avx2+0x166>
mov    r8,QWORD PTR [rax+0x8]
shl    rdi,0xb
add    rdi,QWORD PTR [rip+0x407cd]        # 6bd40 <_DYNAMIC+0x588>
shl    rcx,0x3
movabs r11,0x9fb21c651e98df25
mov    rbx,QWORD PTR [rax]
mov    rax,QWORD PTR [rax+0x18]
mov    edx,eax
bswap  edx
shl    rdx,0x20
xor    rdx,rax
movabs r14,0xc73ab174c5ecd5a2
sub    r14,rdx
xor    r9d,r9d
vmovdqa ymm0,YMMWORD PTR [rip+0xfffffffffffdd555]        # 8b00 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xe0>
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffffdd35c]        # 8910 <core::num::flt2dec::strategy::dragon::POW5TO256+0xd4>
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffffdd504]        # 8ac0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xa0>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffffdd51c]        # 8ae0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc0>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffffdd4d4]        # 8aa0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x80>
xor    r15d,r15d
nop
mov    rax,QWORD PTR [rsi+r15*1]
rol    rax,0x20
xor    rax,r14
mov    rdx,rax
rol    rdx,0x31
mov    r10,rax
rol    r10,0x18
xor    r10,rdx
xor    r10,rax
imul   r10,r11
mov    rax,r10
shr    rax,0x23
add    rax,0x8
xor    rax,r10
imul   rax,r11
mov    r10,rax
shr    r10,0x1c
xor    r10,rax
mov    rax,r10
mul    r8
cmp    r8,rdx
jbe    2b6b5 <linebloom::dispatch_bench::count_avx2+0x175>
imul   eax,r10d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
vmovd  xmm5,r10d
vpbroadcastd ymm5,xmm5
vmovd  xmm6,eax
vpbroadcastd ymm6,xmm6
vpmulld ymm7,ymm5,ymm0
vpsrld ymm7,ymm7,0x1b
vpsrlvd ymm8,ymm6,ymm2
vpand  ymm8,ymm8,ymm1
vpsllvd ymm7,ymm8,ymm7
vpmulld ymm5,ymm5,ymm3
vpsrld ymm5,ymm5,0x1b
vpsrlvd ymm6,ymm6,ymm4
vpand  ymm6,ymm6,ymm1
vpsllvd ymm5,ymm6,ymm5
vmovdqa ymm6,YMMWORD PTR [rbx+rdx*1]
vpandn ymm6,ymm6,ymm7
vmovdqa ymm7,YMMWORD PTR [rbx+rdx*1+0x20]
vpandn ymm5,ymm7,ymm5
vpor   ymm5,ymm5,ymm6
xor    eax,eax
vptest ymm5,ymm5
sete   al
add    r9,rax
add    r15,0x8
cmp    rcx,r15
jne    2b5d0 <linebloom::dispatch_bench::count_avx2+0x90>
jmp    2b6a9 <linebloom::dispatch_bench::count_avx2+0x169>
xor    r9d,r9d
mov    rax,r9
pop    rbx
pop    r14
pop    r15
vzeroupper
ret
lea    rax,[rip+0x3e84c]        # 69f08 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x40302]        # 6b9d0 <_DYNAMIC+0x218>
lea    rdx,[rip+0x3e72b]        # 69e00 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1766.llvm.13263554319387139704+0x120>
mov    esi,0x10
call   QWORD PTR [rip+0x402f0]        # 6b9d0 <_DYNAMIC+0x218>
