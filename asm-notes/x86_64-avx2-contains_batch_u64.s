00000000000e4930 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x5f8
mov    DWORD PTR [rsp+0x2c],r9d
mov    rbx,rdx
mov    rdx,rdi
mov    QWORD PTR [rsp+0x68],rbx
cmp    rbx,QWORD PTR [rdi+0x8]
jne    e6030 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1700>
mov    r12,r8
mov    rbp,rcx
mov    r15,rsi
mov    r13,QWORD PTR [rdx+0x10]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x450],ymm0
vmovdqu YMMWORD PTR [rsp+0x430],ymm0
vmovdqu YMMWORD PTR [rsp+0x410],ymm0
vmovdqu YMMWORD PTR [rsp+0x3f0],ymm0
vmovdqu YMMWORD PTR [rsp+0x3d0],ymm0
vmovdqu YMMWORD PTR [rsp+0x3b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x390],ymm0
vmovdqu YMMWORD PTR [rsp+0x370],ymm0
lea    r14,[rsp+0x70]
mov    edx,0x280
mov    rdi,r14
xor    esi,esi
vzeroupper
call   QWORD PTR [rip+0xcac0c]        # 1af5d8 <memset@GLIBC_2.2.5>
mov    r10,r14
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x470],ymm0
vmovdqu YMMWORD PTR [rsp+0x490],ymm0
vmovdqu YMMWORD PTR [rsp+0x4b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x4d0],ymm0
vmovdqu YMMWORD PTR [rsp+0x4f0],ymm0
vmovdqu YMMWORD PTR [rsp+0x510],ymm0
vmovdqu YMMWORD PTR [rsp+0x530],ymm0
vmovdqu YMMWORD PTR [rsp+0x550],ymm0
vmovdqu YMMWORD PTR [rsp+0x570],ymm0
vmovdqu YMMWORD PTR [rsp+0x590],ymm0
vmovdqu YMMWORD PTR [rsp+0x5b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x5d0],ymm0
mov    r14,QWORD PTR [rbp+0x8]
cmp    r14,0x20
mov    r8d,0x20
cmovb  r8,r14
test   r14,r14
je     e5f5f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x162f>
mov    QWORD PTR [rsp+0x8],r12
mov    QWORD PTR [rsp+0x18],rbp
mov    rbp,QWORD PTR [rbp+0x0]
mov    r12,r8
shr    r12,0x3
mov    eax,r8d
and    eax,0x38
test   r12,r12
je     e4be0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b0>
mov    rcx,QWORD PTR [rsp+0x18]
vpbroadcastq ymm0,QWORD PTR [rcx+0x10]
mov    rcx,r12
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff2be5d]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff2bcb4]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff2daf4]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff2bbf3]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    DWORD PTR [rax+0x0]
vpshufd ymm6,YMMWORD PTR [rbp+rdx*1+0x20],0xb1
vpxor  ymm6,ymm0,ymm6
vpshufb ymm7,ymm6,ymm3
vpsrlq ymm8,ymm6,0xf
vpsllq ymm9,ymm6,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm6,ymm7,ymm6
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm7,ymm6,ymm1
vpsrlq ymm8,ymm6,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm7,ymm7,ymm6
vpsrlq ymm8,ymm7,0x23
vpaddq ymm8,ymm8,ymm4
vpblendd ymm6,ymm6,ymm5,0xaa
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm8,ymm6,ymm1
vpsrlq ymm7,ymm7,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm6,ymm7,ymm6
vpsrlq ymm7,ymm6,0x1c
vpshufd ymm8,YMMWORD PTR [rbp+rdx*1+0x0],0xb1
vpxor  ymm6,ymm7,ymm6
vpxor  ymm7,ymm8,ymm0
vpshufb ymm8,ymm7,ymm3
vpsrlq ymm9,ymm7,0xf
vpsllq ymm10,ymm7,0x31
vpor   ymm9,ymm10,ymm9
vpxor  ymm7,ymm8,ymm7
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm8,ymm7,ymm1
vpsrlq ymm9,ymm7,0x20
vpmuludq ymm9,ymm9,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm8,ymm8,ymm7
vpsrlq ymm9,ymm8,0x23
vpaddq ymm9,ymm9,ymm4
vpblendd ymm7,ymm7,ymm5,0xaa
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm9,ymm7,ymm1
vpsrlq ymm8,ymm8,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsrlq ymm8,ymm7,0x1c
vpxor  ymm7,ymm8,ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x70],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x90],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    e4ac0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x190>
cmp    rax,r8
je     e4d4d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x41d>
mov    rsi,rax
or     rsi,0x1
cmp    r8,rsi
cmova  rsi,r8
mov    rcx,QWORD PTR [rsp+0x18]
mov    rcx,QWORD PTR [rcx+0x10]
mov    rdx,rsi
sub    rdx,rax
cmp    rdx,0x4
jae    e4c1e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ee>
mov    rdx,rax
movabs r9,0x9fb21c651e98df25
jmp    e4d00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d0>
and    esi,0x3
sub    rdx,rsi
add    rdx,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff2d967]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff2bcb6]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff2bb3d]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff2ba54]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm5,YMMWORD PTR [rbp+rax*8+0x0],0xb1
vpxor  ymm5,ymm5,ymm0
vpsrlq ymm6,ymm5,0xf
vpsllq ymm7,ymm5,0x31
vpor   ymm6,ymm7,ymm6
vpshufb ymm7,ymm5,ymm1
vpxor  ymm5,ymm6,ymm5
vpxor  ymm5,ymm5,ymm7
vpmuludq ymm6,ymm5,ymm2
vpsrlq ymm7,ymm5,0x20
vpmuludq ymm7,ymm7,ymm3
vpaddq ymm6,ymm6,ymm7
vpsllq ymm6,ymm6,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm5,ymm6
vpsrlq ymm6,ymm5,0x23
vpaddq ymm6,ymm6,ymm4
vpxor  ymm6,ymm6,ymm5
vpmuludq ymm7,ymm6,ymm3
vpmuludq ymm6,ymm6,ymm2
vpsrlq ymm5,ymm5,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm6,ymm5
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm7,ymm5
vpsrlq ymm6,ymm5,0x1c
vpxor  ymm5,ymm6,ymm5
vmovdqu YMMWORD PTR [rsp+rax*8+0x70],ymm5
add    rax,0x4
cmp    rdx,rax
jne    e4c60 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x330>
test   rsi,rsi
movabs r9,0x9fb21c651e98df25
je     e4d4d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x41d>
nop    WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [rbp+rdx*8+0x0]
rol    rax,0x20
xor    rax,rcx
mov    rsi,rax
rol    rsi,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r9
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r9
mov    rsi,rax
shr    rsi,0x1c
xor    rsi,rax
mov    QWORD PTR [rsp+rdx*8+0x70],rsi
inc    rdx
cmp    rdx,r8
jb     e4d00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d0>
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
sbb    r12,0xffffffffffffffff
mov    rcx,rbx
shr    rcx,0x20
lea    rdx,[r12*8+0x0]
mov    eax,ebx
vmovq  xmm0,rax
vpbroadcastq ymm8,xmm0
mov    QWORD PTR [rsp+0x50],rcx
test   rcx,rcx
mov    QWORD PTR [rsp+0x20],rbx
mov    QWORD PTR [rsp+0x10],r8
je     e50a7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x777>
mov    QWORD PTR [rsp],rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x70]
mov    rsi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x78]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x80]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x88]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x90]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x98]
mov    rcx,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xa0]
mov    rdi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xa8]
mov    QWORD PTR [rsp+0x170],rsi
mov    QWORD PTR [rsp+0x178],r8
mov    QWORD PTR [rsp+0x180],r9
mov    QWORD PTR [rsp+0x188],r10
lea    r10,[rsp+0x70]
mov    QWORD PTR [rsp+0x190],r11
mov    QWORD PTR [rsp+0x198],rbx
mov    QWORD PTR [rsp+0x1a0],rdi
mov    QWORD PTR [rsp+0x1a8],rdx
mov    eax,0x8
cmp    r12,0x1
je     e51cf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89f>
mov    rcx,QWORD PTR [rsp+0x20]
mov    rax,rcx
mul    QWORD PTR [rsp+0xb0]
mov    rdi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xb8]
mov    r8,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xc0]
mov    r9,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xc8]
mov    r10,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xd0]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xd8]
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xe0]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xe8]
mov    QWORD PTR [rsp+0x1b0],rdi
mov    QWORD PTR [rsp+0x1b8],r8
mov    QWORD PTR [rsp+0x1c0],r9
mov    QWORD PTR [rsp+0x1c8],r10
lea    r10,[rsp+0x70]
mov    QWORD PTR [rsp+0x1d0],r11
mov    QWORD PTR [rsp+0x1d8],rbx
mov    QWORD PTR [rsp+0x1e0],rsi
mov    QWORD PTR [rsp+0x1e8],rdx
mov    eax,0x10
cmp    r12,0x2
je     e51cf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89f>
mov    rcx,QWORD PTR [rsp+0x20]
mov    rax,rcx
mul    QWORD PTR [rsp+0xf0]
mov    rdi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0xf8]
mov    r8,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x100]
mov    r9,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x108]
mov    r10,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x110]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x118]
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x120]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x128]
mov    QWORD PTR [rsp+0x1f0],rdi
mov    QWORD PTR [rsp+0x1f8],r8
mov    QWORD PTR [rsp+0x200],r9
mov    QWORD PTR [rsp+0x208],r10
lea    r10,[rsp+0x70]
mov    QWORD PTR [rsp+0x210],r11
mov    QWORD PTR [rsp+0x218],rbx
mov    QWORD PTR [rsp+0x220],rsi
mov    QWORD PTR [rsp+0x228],rdx
mov    eax,0x18
cmp    r12,0x3
je     e51cf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89f>
mov    rcx,QWORD PTR [rsp+0x20]
mov    rax,rcx
mul    QWORD PTR [rsp+0x130]
mov    rdi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x138]
mov    r8,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x140]
mov    r9,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x148]
mov    r10,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x150]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x158]
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x160]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [rsp+0x168]
mov    QWORD PTR [rsp+0x230],rdi
mov    QWORD PTR [rsp+0x238],r8
mov    QWORD PTR [rsp+0x240],r9
mov    QWORD PTR [rsp+0x248],r10
lea    r10,[rsp+0x70]
mov    QWORD PTR [rsp+0x250],r11
mov    QWORD PTR [rsp+0x258],rbx
mov    QWORD PTR [rsp+0x260],rsi
mov    QWORD PTR [rsp+0x268],rdx
mov    eax,0x20
cmp    r12,0x4
je     e51cf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89f>
jmp    e60a4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1774>
vmovdqu ymm0,YMMWORD PTR [rsp+0x70]
vmovdqu ymm1,YMMWORD PTR [rsp+0x90]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x170],ymm0
vmovdqu YMMWORD PTR [rsp+0x190],ymm1
cmp    r12,0x1
je     e51cc <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89c>
vmovdqu ymm0,YMMWORD PTR [rsp+0xb0]
vmovdqu ymm1,YMMWORD PTR [rsp+0xd0]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x1b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x1d0],ymm1
cmp    r12,0x2
je     e51cc <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89c>
vmovdqu ymm0,YMMWORD PTR [rsp+0xf0]
vmovdqu ymm1,YMMWORD PTR [rsp+0x110]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x1f0],ymm0
vmovdqu YMMWORD PTR [rsp+0x210],ymm1
cmp    r12,0x3
jne    e5f8c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x165c>
mov    rax,rdx
vmovups ymm0,YMMWORD PTR [rsp+0x70]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0x90],0x88
vpermpd ymm0,ymm0,0xd8
vpbroadcastd ymm9,DWORD PTR [rip+0xfffffffffff2b44e]        # 1063c <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x4>
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
cmp    r12,0x1
je     e52a5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
vmovups ymm0,YMMWORD PTR [rsp+0xb0]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0xd0],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
cmp    r12,0x2
je     e52a5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
vmovups ymm0,YMMWORD PTR [rsp+0xf0]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0x110],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
cmp    r12,0x3
je     e52a5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
vmovups ymm0,YMMWORD PTR [rsp+0x130]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+0x150],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm0
cmp    r12,0x4
jne    e60c2 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1792>
cmp    BYTE PTR [rsp+0x2c],0x0
mov    rbx,QWORD PTR [rsp+0x20]
mov    r8,QWORD PTR [rsp+0x10]
mov    r9,QWORD PTR [rsp+0x8]
je     e5380 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa50>
lea    rcx,[rsp+0x170]
lea    rdx,[r8*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     e5305 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9d5>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
nop    DWORD PTR [rax+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r15+rdi*1]
dec    rsi
jne    e52f0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c0>
cmp    rdx,0x38
jb     e5380 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa50>
lea    rcx,[rcx+r8*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    e5310 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9e0>
mov    rax,QWORD PTR [rsp+0x18]
mov    rax,QWORD PTR [rax+0x10]
mov    QWORD PTR [rsp+0x30],rax
vmovq  xmm0,rax
vpbroadcastq ymm10,xmm0
and    r13d,0xf
shl    r13d,0xc
add    r13,QWORD PTR [rip+0xcac69]        # 1b0010 <_DYNAMIC+0xc60>
mov    rax,QWORD PTR [r9]
mov    QWORD PTR [rsp+0x58],rax
mov    rax,QWORD PTR [r9+0x8]
mov    QWORD PTR [rsp+0x38],rax
xor    edi,edi
mov    QWORD PTR [rsp+0x40],rbp
lea    rax,[rbp+0x20]
mov    QWORD PTR [rsp+0x48],rax
lea    r12,[rsp+0x370]
vpxor  xmm11,xmm11,xmm11
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff2d143]        # 12520 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f8>
vpcmpeqd ymm13,ymm13,ymm13
vmovdqa ymm14,YMMWORD PTR [rip+0xfffffffffff2d116]        # 12500 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4d8>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff2d1ae]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
mov    QWORD PTR [rsp+0x60],r14
mov    QWORD PTR [rsp+0x18],r13
vmovdqu YMMWORD PTR [rsp+0x350],ymm8
vmovdqu YMMWORD PTR [rsp+0x330],ymm9
vmovdqu YMMWORD PTR [rsp+0x310],ymm10
nop    WORD PTR [rax+rax*1+0x0]
mov    rbp,r10
lea    rcx,[r8+rdi*1]
mov    rdx,r14
sub    rdx,rcx
cmp    rdx,0x20
mov    eax,0x20
cmovae rdx,rax
mov    QWORD PTR [rsp+0x8],rdx
mov    QWORD PTR [rsp],rcx
cmp    r14,rcx
mov    QWORD PTR [rsp+0x10],r8
je     e5a30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>
mov    r8,QWORD PTR [rsp+0x8]
mov    rsi,r8
add    rsi,QWORD PTR [rsp]
jb     e6019 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16e9>
cmp    rsi,r14
ja     e6019 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16e9>
mov    rcx,r8
shr    rcx,0x3
mov    r14,QWORD PTR [rsp+0x50]
je     e55d0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xca0>
mov    rax,rcx
shl    rax,0x6
mov    rdx,QWORD PTR [rsp+0x48]
mov    rsi,QWORD PTR [rsp]
lea    rdx,[rdx+rsi*8]
xor    esi,esi
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm0,YMMWORD PTR [rdx+rsi*1],0xb1
vpxor  ymm0,ymm10,ymm0
vpshufb ymm1,ymm0,ymm15
vpsrlq ymm2,ymm0,0xf
vpsllq ymm3,ymm0,0x31
vpor   ymm2,ymm3,ymm2
vpxor  ymm0,ymm1,ymm0
vpxor  ymm2,ymm0,ymm2
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff2b42a]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpmuludq ymm3,ymm2,ymm1
vpsrlq ymm4,ymm2,0x20
vpbroadcastq ymm0,QWORD PTR [rip+0xfffffffffff2b278]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq ymm4,ymm4,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm3,ymm3,ymm2
vpsrlq ymm4,ymm3,0x23
vpbroadcastq ymm5,QWORD PTR [rip+0xfffffffffff2b1a5]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm4,ymm4,ymm5
vpblendd ymm2,ymm2,ymm11,0xaa
vpxor  ymm2,ymm4,ymm2
vpmuludq ymm4,ymm2,ymm1
vpsrlq ymm3,ymm3,0x20
vpmuludq ymm3,ymm3,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm2,ymm3,ymm2
vpsrlq ymm3,ymm2,0x1c
vpshufd ymm4,YMMWORD PTR [rdx+rsi*1-0x20],0xb1
vpxor  ymm2,ymm3,ymm2
vpxor  ymm3,ymm10,ymm4
vpshufb ymm4,ymm3,ymm15
vpsrlq ymm6,ymm3,0xf
vpsllq ymm7,ymm3,0x31
vpor   ymm6,ymm7,ymm6
vpxor  ymm3,ymm4,ymm3
vpxor  ymm3,ymm3,ymm6
vpmuludq ymm4,ymm3,ymm1
vpsrlq ymm6,ymm3,0x20
vpmuludq ymm6,ymm6,ymm0
vpaddq ymm4,ymm6,ymm4
vpsllq ymm4,ymm4,0x20
vpmuludq ymm3,ymm3,ymm0
vpaddq ymm4,ymm4,ymm3
vpsrlq ymm6,ymm4,0x23
vpaddq ymm5,ymm6,ymm5
vpblendd ymm3,ymm3,ymm11,0xaa
vpxor  ymm3,ymm5,ymm3
vpmuludq ymm1,ymm3,ymm1
vpsrlq ymm4,ymm4,0x20
vpmuludq ymm4,ymm4,ymm0
vpaddq ymm1,ymm1,ymm4
vpsllq ymm1,ymm1,0x20
vpmuludq ymm0,ymm3,ymm0
vpaddq ymm0,ymm1,ymm0
vpsrlq ymm1,ymm0,0x1c
vpxor  ymm0,ymm1,ymm0
vmovdqu YMMWORD PTR [r12+rsi*1],ymm0
vmovdqu YMMWORD PTR [r12+rsi*1+0x20],ymm2
add    rsi,0x40
cmp    rax,rsi
jne    e54a0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb70>
mov    esi,r8d
and    esi,0x38
cmp    rsi,r8
movabs r10,0x9fb21c651e98df25
je     e5750 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe20>
mov    rax,r8
mov    r8,rsi
or     r8,0x1
cmp    rax,r8
cmova  r8,rax
mov    rax,QWORD PTR [rsp+0x40]
mov    rdx,QWORD PTR [rsp]
lea    rax,[rax+rdx*8]
mov    rdx,r8
sub    rdx,rsi
cmp    rdx,0x4
jae    e5620 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcf0>
mov    rdx,rsi
mov    r11,QWORD PTR [rsp+0x30]
jmp    e5700 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdd0>
mov    r9d,r8d
and    r9d,0x3
sub    rdx,r9
add    rdx,rsi
and    r8,0xfffffffffffffffc
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm0,YMMWORD PTR [rax+rsi*8],0xb1
vpxor  ymm0,ymm10,ymm0
vpsrlq ymm1,ymm0,0xf
vpsllq ymm2,ymm0,0x31
vpor   ymm1,ymm2,ymm1
vpshufb ymm2,ymm0,ymm15
vpxor  ymm0,ymm1,ymm0
vpxor  ymm0,ymm0,ymm2
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff2b28a]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpmuludq ymm2,ymm0,ymm1
vpsrlq ymm3,ymm0,0x20
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff2b108]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmuludq ymm3,ymm3,ymm4
vpaddq ymm2,ymm2,ymm3
vpsllq ymm2,ymm2,0x20
vpmuludq ymm0,ymm0,ymm4
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm2,ymm0,0x23
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff2b005]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm2,ymm2,ymm3
vpxor  ymm2,ymm2,ymm0
vpmuludq ymm3,ymm2,ymm4
vpmuludq ymm1,ymm2,ymm1
vpsrlq ymm0,ymm0,0x20
vpmuludq ymm0,ymm0,ymm4
vpaddq ymm0,ymm1,ymm0
vpsllq ymm0,ymm0,0x20
vpaddq ymm0,ymm3,ymm0
vpsrlq ymm1,ymm0,0x1c
vpxor  ymm0,ymm1,ymm0
vmovdqu YMMWORD PTR [r12+rsi*8],ymm0
add    rsi,0x4
cmp    r8,rsi
jne    e5640 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd10>
test   r9,r9
mov    r11,QWORD PTR [rsp+0x30]
mov    r8,QWORD PTR [rsp+0x8]
je     e5750 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe20>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [rax+rdx*8]
rol    rsi,0x20
xor    rsi,r11
mov    r8,rsi
rol    r8,0x31
mov    r9,rsi
rol    r9,0x18
xor    r9,r8
xor    r9,rsi
imul   r9,r10
mov    rsi,r9
shr    rsi,0x23
add    rsi,0x8
xor    rsi,r9
imul   rsi,r10
mov    r8,rsi
shr    r8,0x1c
xor    r8,rsi
mov    QWORD PTR [r12+rdx*8],r8
mov    r8,QWORD PTR [rsp+0x8]
inc    rdx
cmp    rdx,r8
jb     e5700 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdd0>
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
sbb    rcx,0xffffffffffffffff
lea    rsi,[rcx*8+0x0]
xor    r8d,r8d
jmp    e5822 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xef2>
xchg   ax,ax
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x18]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x10]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x8]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [r12+r8*8]
vmovq  xmm0,rdx
vmovq  xmm1,r11
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r10
vmovq  xmm2,r9
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x38]
mov    r9,rdx
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x30]
mov    r10,rdx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x28]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [r12+r8*8+0x20]
vmovq  xmm1,rdx
vmovq  xmm2,r11
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,r10
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovdqu YMMWORD PTR [r12+r8*8+0x100],ymm0
vmovdqu YMMWORD PTR [r12+r8*8+0x120],ymm1
add    r8,0x8
cmp    rsi,r8
je     e5880 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf50>
cmp    r8,0x20
je     e5f74 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1644>
test   r14,r14
jne    e5770 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe40>
vmovdqu ymm0,YMMWORD PTR [r12+r8*8]
vmovdqu ymm1,YMMWORD PTR [r12+r8*8+0x20]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
jmp    e5805 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xed5>
nop    WORD PTR [rax+rax*1+0x0]
vmovups ymm0,YMMWORD PTR [r12]
vshufps ymm0,ymm0,YMMWORD PTR [r12+0x20],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r12+0x200],ymm0
cmp    rcx,0x1
je     e5950 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1020>
vmovups ymm0,YMMWORD PTR [r12+0x40]
vshufps ymm0,ymm0,YMMWORD PTR [r12+0x60],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r12+0x220],ymm0
cmp    rcx,0x2
je     e5950 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1020>
vmovups ymm0,YMMWORD PTR [r12+0x80]
vshufps ymm0,ymm0,YMMWORD PTR [r12+0xa0],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r12+0x240],ymm0
cmp    rcx,0x3
je     e5950 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1020>
vmovups ymm0,YMMWORD PTR [r12+0xc0]
vshufps ymm0,ymm0,YMMWORD PTR [r12+0xe0],0x88
vpermpd ymm0,ymm0,0xd8
vpmulld ymm0,ymm0,ymm9
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r12+0x260],ymm0
cmp    rcx,0x4
jne    e6085 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1755>
nop
cmp    BYTE PTR [rsp+0x2c],0x0
mov    r8,QWORD PTR [rsp+0x10]
je     e5a30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>
mov    rax,QWORD PTR [rsp+0x8]
lea    rcx,[rax*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[r12+0x100]
test   dl,0x38
je     e59a5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1075>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[r12+0x100]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
dec    rdx
jne    e5990 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>
cmp    rcx,0x38
jb     e5a30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>
mov    rcx,QWORD PTR [rsp+0x8]
lea    rdx,[r12+0x100]
lea    rcx,[rdx+rcx*8]
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    e59c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1090>
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm11
cmp    r8,0x20
jne    e5c30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
mov    rax,0xffffffffffffffe0
mov    r14d,0x3ff
mov    rdx,QWORD PTR [rbp+rax*8+0x200]
mov    r8,QWORD PTR [rbp+rax*8+0x208]
shl    rdx,0x6
mov    ecx,DWORD PTR [rbp+rax*4+0x280]
and    ecx,r14d
vpbroadcastd ymm0,DWORD PTR [rbp+rax*8+0x100]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
shl    r8,0x6
mov    esi,DWORD PTR [rbp+rax*4+0x284]
and    esi,r14d
vpbroadcastd ymm0,DWORD PTR [rbp+rax*8+0x108]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r8*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r8*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r8d,ymm0
mov    r10,QWORD PTR [rbp+rax*8+0x210]
shl    r10,0x6
mov    r9d,DWORD PTR [rbp+rax*4+0x288]
vpbroadcastd ymm0,DWORD PTR [rbp+rax*8+0x110]
and    r9d,r14d
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r10*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r10*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r10d,ymm0
mov    r11,QWORD PTR [rbp+rax*8+0x218]
shl    r11,0x6
mov    r13d,0x3ff
mov    r14d,DWORD PTR [rbp+rax*4+0x28c]
and    r14d,r13d
mov    r13,QWORD PTR [rsp+0x18]
vpbroadcastd ymm0,DWORD PTR [rbp+rax*8+0x118]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r11*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r11*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r11d,ymm0
not    r11d
test   DWORD PTR [r13+r14*4+0x0],r11d
mov    r14d,0x3ff
sete   r11b
not    r10d
test   DWORD PTR [r13+r9*4+0x0],r10d
sete   r9b
not    r8d
test   DWORD PTR [r13+rsi*4+0x0],r8d
sete   sil
not    edx
test   DWORD PTR [r13+rcx*4+0x0],edx
sete   cl
vmovd  xmm0,ecx
vpinsrb xmm0,xmm0,esi,0x1
vpinsrb xmm0,xmm0,r9d,0x2
vpinsrb xmm0,xmm0,r11d,0x3
vmovd  DWORD PTR [rsp+rax*1+0x310],xmm0
add    rax,0x4
jne    e5a50 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1120>
jmp    e5ed0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15a0>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,r8
and    rax,0x3c
mov    r14d,0x3ff
je     e5e3a <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x150a>
xor    r8d,r8d
cs nop WORD PTR [rax+rax*1+0x0]
cmp    r8,0x20
je     e6055 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1725>
mov    rdx,QWORD PTR [rbp+r8*8+0x100]
mov    r9,QWORD PTR [rbp+r8*8+0x108]
shl    rdx,0x6
mov    ecx,DWORD PTR [rbp+r8*4+0x200]
and    ecx,r14d
vpbroadcastd ymm0,DWORD PTR [rbp+r8*8+0x0]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
shl    r9,0x6
mov    esi,DWORD PTR [rbp+r8*4+0x204]
vpbroadcastd ymm0,DWORD PTR [rbp+r8*8+0x8]
and    esi,r14d
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r9*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r9*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r9d,ymm0
mov    r11,QWORD PTR [rbp+r8*8+0x110]
shl    r11,0x6
mov    r10d,DWORD PTR [rbp+r8*4+0x208]
and    r10d,r14d
vpbroadcastd ymm0,DWORD PTR [rbp+r8*8+0x10]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r11*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r11*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r11d,ymm0
mov    r13d,0x3ff
mov    r14,QWORD PTR [rbp+r8*8+0x118]
shl    r14,0x6
mov    ebx,DWORD PTR [rbp+r8*4+0x20c]
vpbroadcastd ymm0,DWORD PTR [rbp+r8*8+0x18]
and    ebx,r13d
mov    r13,QWORD PTR [rsp+0x18]
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+r14*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+r14*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r14d,ymm0
not    r14d
test   DWORD PTR [r13+rbx*4+0x0],r14d
mov    r14d,0x3ff
sete   bl
not    r11d
test   DWORD PTR [r13+r10*4+0x0],r11d
sete   r10b
not    r9d
test   DWORD PTR [r13+rsi*4+0x0],r9d
sete   sil
not    edx
test   DWORD PTR [r13+rcx*4+0x0],edx
sete   cl
vmovd  xmm0,ecx
vpinsrb xmm0,xmm0,esi,0x1
vpinsrb xmm0,xmm0,r10d,0x2
vpinsrb xmm0,xmm0,ebx,0x3
vmovd  DWORD PTR [rsp+r8*1+0x2f0],xmm0
add    r8,0x4
cmp    rax,r8
jne    e5c50 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
cmp    rax,QWORD PTR [rsp+0x10]
mov    rbx,QWORD PTR [rsp+0x20]
jne    e5e43 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1513>
jmp    e5ed0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15a0>
test   r8,r8
je     e5ed0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15a0>
mov    rcx,QWORD PTR [rsp+0x10]
dec    rcx
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rbp+rax*8+0x100]
shl    rdx,0x6
mov    esi,DWORD PTR [rbp+rax*4+0x200]
vpbroadcastd ymm0,DWORD PTR [rbp+rax*8+0x0]
and    esi,r14d
vpmulld ymm1,ymm0,ymm12
vpxor  ymm1,ymm13,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm14
vpxor  ymm0,ymm13,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [r13+rsi*4+0x0],edx
sete   BYTE PTR [rsp+rax*1+0x2f0]
cmp    rcx,rax
je     e5ed0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15a0>
inc    rax
cmp    rax,0x20
jb     e5e50 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1520>
jmp    e606d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x173d>
nop    WORD PTR [rax+rax*1+0x0]
mov    r14,QWORD PTR [rsp]
cmp    r14,rdi
jb     e6001 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d1>
cmp    r14,QWORD PTR [rsp+0x38]
ja     e6001 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d1>
add    rdi,QWORD PTR [rsp+0x58]
lea    rsi,[rsp+0x2f0]
mov    rdx,QWORD PTR [rsp+0x10]
vzeroupper
call   QWORD PTR [rip+0xc96c5]        # 1af5c8 <memcpy@GLIBC_2.14>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff2c695]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vmovdqa ymm14,YMMWORD PTR [rip+0xfffffffffff2c5ed]        # 12500 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4d8>
vpcmpeqd ymm13,ymm13,ymm13
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff2c600]        # 12520 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f8>
vpxor  xmm11,xmm11,xmm11
vmovdqu ymm10,YMMWORD PTR [rsp+0x310]
vmovdqu ymm9,YMMWORD PTR [rsp+0x330]
vmovdqu ymm8,YMMWORD PTR [rsp+0x350]
mov    r10,r12
mov    r12,rbp
mov    rdi,r14
mov    r8,QWORD PTR [rsp+0x8]
mov    rax,r14
mov    r14,QWORD PTR [rsp+0x60]
cmp    r14,rax
jne    e5420 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf0>
add    rsp,0x5f8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xc625d]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edx,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xc9754]        # 1af6e0 <_DYNAMIC+0x330>
mov    QWORD PTR [rsp],rdx
vmovdqu ymm0,YMMWORD PTR [rsp+0x130]
vmovdqu ymm1,YMMWORD PTR [rsp+0x150]
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm0,ymm8,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpsrlq ymm2,ymm1,0x20
vpmuludq ymm2,ymm8,ymm2
vpmuludq ymm1,ymm8,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm2
vpsrlq ymm1,ymm1,0x20
vmovdqu YMMWORD PTR [rsp+0x230],ymm0
vmovdqu YMMWORD PTR [rsp+0x250],ymm1
cmp    r12,0x4
jne    e60a4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1774>
lea    rax,[r12*8+0x0]
jmp    e51cf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x89f>
lea    rcx,[rip+0xc6a88]        # 1aca90 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0xd90>
mov    rsi,r14
mov    rdx,QWORD PTR [rsp+0x38]
vzeroupper
call   QWORD PTR [rip+0xc96c7]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc6208]        # 1ac228 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x528>
mov    rdi,QWORD PTR [rsp]
mov    rdx,r14
vzeroupper
call   QWORD PTR [rip+0xc96b0]        # 1af6e0 <_DYNAMIC+0x330>
add    rdx,0x8
lea    rcx,[rip+0xfffffffffff4c445]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10de8>
lea    r9,[rip+0xc61ae]        # 1ac1f0 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4f0>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
xor    edi,edi
call   QWORD PTR [rip+0xc9913]        # 1af968 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0xc5fd4]        # 1ac030 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x330>
mov    esi,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xc9593]        # 1af600 <_DYNAMIC+0x250>
lea    rdx,[rip+0xc5fbc]        # 1ac030 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x330>
mov    esi,0x20
mov    rdi,rax
vzeroupper
call   QWORD PTR [rip+0xc957b]        # 1af600 <_DYNAMIC+0x250>
lea    rcx,[rip+0xc614c]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xc963c]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc612d]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,QWORD PTR [rsp]
vzeroupper
call   QWORD PTR [rip+0xc961e]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc610f]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xc9601]        # 1af6e0 <_DYNAMIC+0x330>
int3
