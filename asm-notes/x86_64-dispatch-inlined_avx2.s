000000000002b6f0 <linebloom::probe::dispatch_bench::count_avx2>:
push   r15
push   r14
push   rbx
mov    rax,rdi
mov    edi,DWORD PTR [rdi+0x28]
dec    rdi
cmp    rdi,0x10
jae    2b87e <linebloom::probe::dispatch_bench::count_avx2+0x18e>
mov    rcx,rdx
test   rdx,rdx
je     2b856 <linebloom::probe::dispatch_bench::count_avx2+0x166>
mov    r8,QWORD PTR [rax+0x8]
shl    rdi,0xb
add    rdi,QWORD PTR [rip+0x4076d]        # 6be90 <_DYNAMIC+0x588>
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
vmovdqa ymm0,YMMWORD PTR [rip+0xfffffffffffdd3e5]        # 8b40 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xd0>
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffffdd1fc]        # 8960 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffffdd394]        # 8b00 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x90>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffffdd3ac]        # 8b20 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xb0>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffffdd364]        # 8ae0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x70>
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
jbe    2b865 <linebloom::probe::dispatch_bench::count_avx2+0x175>
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
jne    2b780 <linebloom::probe::dispatch_bench::count_avx2+0x90>
jmp    2b859 <linebloom::probe::dispatch_bench::count_avx2+0x169>
xor    r9d,r9d
mov    rax,r9
pop    rbx
pop    r14
pop    r15
vzeroupper
ret
lea    rax,[rip+0x3e81c]        # 6a088 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x402da]        # 6bb58 <_DYNAMIC+0x250>
lea    rdx,[rip+0x3e6fb]        # 69f80 <anon.837e908666bdc55bfeaac34817a8f65b.96.llvm.6138445735276323255+0x18>
mov    esi,0x10
call   QWORD PTR [rip+0x402c8]        # 6bb58 <_DYNAMIC+0x250>
