00000000000dc500 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x5b8
mov    DWORD PTR [rsp+0x24],r9d
mov    r15,rdi
mov    QWORD PTR [rsp+0x68],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    ddd97 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1897>
mov    rbp,r8
mov    r12,rcx
mov    r13,rdx
mov    r14,rsi
lea    rdi,[rsp+0x70]
mov    rbx,QWORD PTR [rip+0xc5a78]        # 1a1fb8 <memset@GLIBC_2.2.5>
mov    edx,0x280
xor    esi,esi
call   rbx
lea    rdi,[rsp+0x338]
mov    edx,0x280
xor    esi,esi
call   rbx
mov    r10,QWORD PTR [r12+0x8]
cmp    r10,0x20
mov    esi,0x20
cmovb  rsi,r10
test   r10,r10
je     ddd3d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x183d>
mov    r11,QWORD PTR [r12]
mov    eax,esi
and    eax,0x38
mov    edx,esi
and    edx,0x7
cmp    r10,0x8
jb     dc6e1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e1>
vpbroadcastq ymm0,QWORD PTR [r12+0x10]
xor    ecx,ecx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff33f91]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff33de8]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff35c10]        # 121c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff33d2f]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxor  xmm5,xmm5,xmm5
nop    DWORD PTR [rax]
vpshufd ymm6,YMMWORD PTR [r11+rcx*8+0x20],0xb1
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
vpshufd ymm8,YMMWORD PTR [r11+rcx*8],0xb1
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
vmovdqu YMMWORD PTR [rsp+rcx*8+0x70],ymm7
vmovdqu YMMWORD PTR [rsp+rcx*8+0x90],ymm6
add    rcx,0x8
cmp    rax,rcx
jne    dc5c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc0>
mov    QWORD PTR [rsp],r12
movabs r12,0x9fb21c651e98df25
mov    rbx,rsi
lea    rcx,[rsi*8+0x0]
mov    QWORD PTR [rsp+0x8],rcx
test   rdx,rdx
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rsi,QWORD PTR [rsp+0x8]
and    esi,0x1c0
mov    rcx,QWORD PTR [rsp]
mov    rdi,QWORD PTR [rcx+0x10]
mov    rcx,QWORD PTR [r11+rax*8]
rol    rcx,0x20
xor    rcx,rdi
mov    r8,rcx
rol    r8,0x31
mov    r9,rcx
rol    r9,0x18
xor    r9,r8
xor    r9,rcx
imul   r9,r12
mov    rcx,r9
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r9
imul   rcx,r12
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    QWORD PTR [rsp+rsi*1+0x70],r8
cmp    edx,0x1
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rcx,QWORD PTR [r11+rax*8+0x8]
rol    rcx,0x20
xor    rcx,rdi
mov    r8,rcx
rol    r8,0x31
mov    r9,rcx
rol    r9,0x18
xor    r9,r8
xor    r9,rcx
imul   r9,r12
mov    rcx,r9
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r9
imul   rcx,r12
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    QWORD PTR [rsp+rsi*1+0x78],r8
cmp    edx,0x2
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rcx,QWORD PTR [r11+rax*8+0x10]
rol    rcx,0x20
xor    rcx,rdi
mov    r8,rcx
rol    r8,0x31
mov    r9,rcx
rol    r9,0x18
xor    r9,r8
xor    r9,rcx
imul   r9,r12
mov    rcx,r9
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r9
imul   rcx,r12
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    QWORD PTR [rsp+rsi*1+0x80],r8
cmp    edx,0x3
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rcx,QWORD PTR [r11+rax*8+0x18]
rol    rcx,0x20
xor    rcx,rdi
mov    r8,rcx
rol    r8,0x31
mov    r9,rcx
rol    r9,0x18
xor    r9,r8
xor    r9,rcx
imul   r9,r12
mov    rcx,r9
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r9
imul   rcx,r12
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    QWORD PTR [rsp+rsi*1+0x88],r8
cmp    edx,0x4
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rcx,QWORD PTR [r11+rax*8+0x20]
rol    rcx,0x20
xor    rcx,rdi
mov    r8,rcx
rol    r8,0x31
mov    r9,rcx
rol    r9,0x18
xor    r9,r8
xor    r9,rcx
imul   r9,r12
mov    rcx,r9
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r9
imul   rcx,r12
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    QWORD PTR [rsp+rsi*1+0x90],r8
cmp    edx,0x5
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rcx,QWORD PTR [r11+rax*8+0x28]
rol    rcx,0x20
xor    rcx,rdi
mov    r8,rcx
rol    r8,0x31
mov    r9,rcx
rol    r9,0x18
xor    r9,r8
xor    r9,rcx
imul   r9,r12
mov    rcx,r9
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r9
imul   rcx,r12
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    QWORD PTR [rsp+rsi*1+0x98],r8
cmp    edx,0x6
je     dc93e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43e>
mov    rax,QWORD PTR [r11+rax*8+0x30]
rol    rax,0x20
xor    rax,rdi
mov    rcx,rax
rol    rcx,0x31
mov    rdx,rax
rol    rdx,0x18
xor    rdx,rcx
xor    rdx,rax
imul   rdx,r12
mov    rax,rdx
shr    rax,0x23
add    rax,0x8
xor    rax,rdx
imul   rax,r12
mov    rcx,rax
shr    rcx,0x1c
xor    rcx,rax
mov    QWORD PTR [rsp+rsi*1+0xa0],rcx
mov    QWORD PTR [rsp+0x48],r11
lea    r12,[rbx+0x7]
mov    esi,r12d
and    esi,0x78
cmp    rsi,0x21
jae    ddd6a <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x186a>
shr    r12,0x3
mov    QWORD PTR [rsp+0x18],r10
mov    rsi,rbx
je     dcec5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c5>
mov    rax,r13
shr    rax,0x20
je     dcc76 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x776>
mov    rax,r13
mul    QWORD PTR [rsp+0x70]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x78]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x80]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x88]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x90]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x98]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa0]
mov    rcx,rbp
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa8]
mov    QWORD PTR [rsp+0x170],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x178],rdi
mov    QWORD PTR [rsp+0x180],r8
mov    QWORD PTR [rsp+0x188],r9
mov    QWORD PTR [rsp+0x190],r10
mov    QWORD PTR [rsp+0x198],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x1a0],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x1a8],rdx
cmp    r12,0x1
je     dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
mov    rax,r13
mul    QWORD PTR [rsp+0xb0]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb8]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xc0]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xc8]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xd0]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xd8]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe0]
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe8]
mov    QWORD PTR [rsp+0x1b0],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x1b8],rdi
mov    QWORD PTR [rsp+0x1c0],r8
mov    QWORD PTR [rsp+0x1c8],r9
mov    QWORD PTR [rsp+0x1d0],r10
mov    QWORD PTR [rsp+0x1d8],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x1e0],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x1e8],rdx
cmp    r12,0x2
je     dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
mov    rax,r13
mul    QWORD PTR [rsp+0xf0]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf8]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x100]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x108]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x110]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x118]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x120]
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x128]
mov    QWORD PTR [rsp+0x1f0],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x1f8],rdi
mov    QWORD PTR [rsp+0x200],r8
mov    QWORD PTR [rsp+0x208],r9
mov    QWORD PTR [rsp+0x210],r10
mov    QWORD PTR [rsp+0x218],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x220],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x228],rdx
cmp    r12,0x3
je     dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
mov    rax,r13
mul    QWORD PTR [rsp+0x130]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x138]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x140]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x148]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x150]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x158]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x160]
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x168]
mov    QWORD PTR [rsp+0x230],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x238],rdi
mov    QWORD PTR [rsp+0x240],r8
mov    QWORD PTR [rsp+0x248],r9
mov    QWORD PTR [rsp+0x250],r10
mov    QWORD PTR [rsp+0x258],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x260],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x268],rdx
jmp    dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
mov    eax,r13d
vmovq  xmm0,rax
vpbroadcastq ymm0,xmm0
vmovdqu ymm1,YMMWORD PTR [rsp+0x70]
vmovdqu ymm2,YMMWORD PTR [rsp+0x90]
vpsrlq ymm3,ymm1,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm1,ymm1,ymm0
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm3
vpsrlq ymm1,ymm1,0x20
vpsrlq ymm3,ymm2,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm3
vpsrlq ymm2,ymm2,0x20
vmovdqu YMMWORD PTR [rsp+0x170],ymm1
vmovdqu YMMWORD PTR [rsp+0x190],ymm2
cmp    r12,0x1
je     dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
vmovdqu ymm1,YMMWORD PTR [rsp+0xb0]
vmovdqu ymm2,YMMWORD PTR [rsp+0xd0]
vpsrlq ymm3,ymm1,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm1,ymm1,ymm0
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm3
vpsrlq ymm1,ymm1,0x20
vpsrlq ymm3,ymm2,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm3
vpsrlq ymm2,ymm2,0x20
vmovdqu YMMWORD PTR [rsp+0x1b0],ymm1
vmovdqu YMMWORD PTR [rsp+0x1d0],ymm2
cmp    r12,0x2
je     dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
vmovdqu ymm1,YMMWORD PTR [rsp+0xf0]
vmovdqu ymm2,YMMWORD PTR [rsp+0x110]
vpsrlq ymm3,ymm1,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm1,ymm1,ymm0
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm3
vpsrlq ymm1,ymm1,0x20
vpsrlq ymm3,ymm2,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm3
vpsrlq ymm2,ymm2,0x20
vmovdqu YMMWORD PTR [rsp+0x1f0],ymm1
vmovdqu YMMWORD PTR [rsp+0x210],ymm2
cmp    r12,0x3
je     dce02 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x902>
vmovdqu ymm1,YMMWORD PTR [rsp+0x130]
vmovdqu ymm2,YMMWORD PTR [rsp+0x150]
vpsrlq ymm3,ymm1,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm1,ymm1,ymm0
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm3
vpsrlq ymm1,ymm1,0x20
vpsrlq ymm3,ymm2,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm0,ymm2,ymm0
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm3
vpsrlq ymm0,ymm0,0x20
vmovdqu YMMWORD PTR [rsp+0x230],ymm1
vmovdqu YMMWORD PTR [rsp+0x250],ymm0
cmp    r12,0x1
jne    dce0c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x90c>
xor    eax,eax
jmp    dce88 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x988>
mov    ecx,r12d
and    ecx,0xe
xor    eax,eax
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff33463]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
xor    edx,edx
nop
vmovups ymm1,YMMWORD PTR [rsp+rdx*2+0x70]
vshufps ymm1,ymm1,YMMWORD PTR [rsp+rdx*2+0x90],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdx*1+0x270],ymm1
add    rax,0x2
vmovups ymm1,YMMWORD PTR [rsp+rdx*2+0xb0]
vshufps ymm1,ymm1,YMMWORD PTR [rsp+rdx*2+0xd0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdx*1+0x290],ymm1
add    rdx,0x40
cmp    rcx,rax
jne    dce20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x920>
test   r12b,0x1
je     dcec5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c5>
mov    rcx,rax
shl    rcx,0x6
vmovups ymm0,YMMWORD PTR [rsp+rcx*1+0x70]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+rcx*1+0x90],0x88
vpermpd ymm0,ymm0,0xd8
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffff333d2]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
vpmulld ymm0,ymm0,ymm1
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [rsp+rax*1+0x270],ymm0
cmp    BYTE PTR [rsp+0x24],0x0
lea    r12,[rsp+0x338]
je     dcfb0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xab0>
lea    rax,[rsp+0x170]
mov    rcx,QWORD PTR [rsp+0x8]
lea    rdx,[rcx-0x8]
mov    esi,edx
not    esi
mov    rcx,rax
test   sil,0x38
je     dcf25 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa25>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rcx,rax
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rcx]
add    rcx,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
dec    rsi
jne    dcf10 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa10>
cmp    rdx,0x38
mov    rsi,rbx
jb     dcfb0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xab0>
add    rax,QWORD PTR [rsp+0x8]
nop    WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rcx]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x38]
add    rcx,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rcx,rax
jne    dcf40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa40>
mov    rax,QWORD PTR [rsp]
mov    rax,QWORD PTR [rax+0x10]
mov    QWORD PTR [rsp+0x10],rax
vmovq  xmm0,rax
vpbroadcastq ymm8,xmm0
mov    rax,QWORD PTR [rbp+0x0]
mov    QWORD PTR [rsp+0x50],rax
mov    rax,QWORD PTR [rbp+0x8]
mov    QWORD PTR [rsp+0x38],rax
xor    edi,edi
vpxor  xmm9,xmm9,xmm9
mov    r11d,0x3ff
vmovdqa ymm10,YMMWORD PTR [rip+0xfffffffffff35172]        # 12160 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f0>
vpcmpeqd ymm11,ymm11,ymm11
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff35145]        # 12140 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4d0>
vmovdqa ymm13,YMMWORD PTR [rip+0xfffffffffff351bd]        # 121c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
mov    QWORD PTR [rsp],r14
lea    rax,[rsp+0x70]
mov    QWORD PTR [rsp+0x40],r15
vmovdqu YMMWORD PTR [rsp+0x310],ymm8
nop    WORD PTR [rax+rax*1+0x0]
mov    rbx,rax
lea    rbp,[rsi+rdi*1]
mov    r13,r10
sub    r13,rbp
cmp    r13,0x20
mov    eax,0x20
cmovae r13,rax
mov    rcx,r10
sub    rcx,rbp
mov    QWORD PTR [rsp+0x8],rsi
je     dd7c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12c0>
mov    rsi,r13
add    rsi,rbp
jb     ddd81 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1881>
cmp    rsi,r10
ja     ddd81 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1881>
mov    rax,QWORD PTR [rsp+0x48]
lea    rax,[rax+rbp*8]
mov    edx,r13d
and    edx,0x38
cmp    rcx,0x8
jb     dd1ba <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcba>
xor    ecx,ecx
nop    DWORD PTR [rax+rax*1+0x0]
cmp    rcx,0x20
je     dd1ba <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcba>
vpshufd ymm0,YMMWORD PTR [rax+rcx*8+0x20],0xb1
vpxor  ymm0,ymm8,ymm0
vpshufb ymm1,ymm0,ymm13
vpsrlq ymm2,ymm0,0xf
vpsllq ymm3,ymm0,0x31
vpor   ymm2,ymm3,ymm2
vpxor  ymm0,ymm1,ymm0
vpxor  ymm2,ymm0,ymm2
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff33477]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq ymm3,ymm2,ymm1
vpsrlq ymm4,ymm2,0x20
vpbroadcastq ymm0,QWORD PTR [rip+0xfffffffffff332c5]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq ymm4,ymm4,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm3,ymm3,ymm2
vpsrlq ymm4,ymm3,0x23
vpbroadcastq ymm5,QWORD PTR [rip+0xfffffffffff331fa]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpaddq ymm4,ymm4,ymm5
vpblendd ymm2,ymm2,ymm9,0xaa
vpxor  ymm2,ymm4,ymm2
vpmuludq ymm4,ymm2,ymm1
vpsrlq ymm3,ymm3,0x20
vpmuludq ymm3,ymm3,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm2,ymm3,ymm2
vpsrlq ymm3,ymm2,0x1c
vpshufd ymm4,YMMWORD PTR [rax+rcx*8],0xb1
vpxor  ymm2,ymm3,ymm2
vpxor  ymm3,ymm8,ymm4
vpshufb ymm4,ymm3,ymm13
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
vpblendd ymm3,ymm3,ymm9,0xaa
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
vmovdqu YMMWORD PTR [r12+rcx*8],ymm0
vmovdqu YMMWORD PTR [r12+rcx*8+0x20],ymm2
add    rcx,0x8
cmp    rdx,rcx
jne    dd080 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb80>
mov    r8d,r13d
and    r8d,0x7
lea    rcx,[r13*8+0x0]
mov    QWORD PTR [rsp+0x30],rcx
test   r8,r8
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
lea    rsi,[r13*8+0x0]
and    esi,0x1c0
mov    rcx,QWORD PTR [rax+rdx*8]
rol    rcx,0x20
xor    rcx,QWORD PTR [rsp+0x10]
mov    r9,rcx
rol    r9,0x31
mov    r10,rcx
rol    r10,0x18
xor    r10,r9
xor    r10,rcx
movabs r9,0x9fb21c651e98df25
imul   r10,r9
mov    rcx,r10
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r10
imul   rcx,r9
mov    r9,rcx
shr    r9,0x1c
xor    r9,rcx
mov    QWORD PTR [r12+rsi*1],r9
cmp    r8d,0x1
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    rcx,QWORD PTR [rax+rdx*8+0x8]
rol    rcx,0x20
xor    rcx,QWORD PTR [rsp+0x10]
mov    r9,rcx
rol    r9,0x31
mov    r10,rcx
rol    r10,0x18
xor    r10,r9
xor    r10,rcx
movabs r9,0x9fb21c651e98df25
imul   r10,r9
mov    rcx,r10
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r10
imul   rcx,r9
mov    r9,rcx
shr    r9,0x1c
xor    r9,rcx
mov    QWORD PTR [r12+rsi*1+0x8],r9
cmp    r8d,0x2
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    rcx,QWORD PTR [rax+rdx*8+0x10]
rol    rcx,0x20
xor    rcx,QWORD PTR [rsp+0x10]
mov    r9,rcx
rol    r9,0x31
mov    r10,rcx
rol    r10,0x18
xor    r10,r9
xor    r10,rcx
movabs r9,0x9fb21c651e98df25
imul   r10,r9
mov    rcx,r10
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r10
imul   rcx,r9
mov    r9,rcx
shr    r9,0x1c
xor    r9,rcx
mov    QWORD PTR [r12+rsi*1+0x10],r9
cmp    r8d,0x3
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    rcx,QWORD PTR [rax+rdx*8+0x18]
rol    rcx,0x20
xor    rcx,QWORD PTR [rsp+0x10]
mov    r9,rcx
rol    r9,0x31
mov    r10,rcx
rol    r10,0x18
xor    r10,r9
xor    r10,rcx
movabs r9,0x9fb21c651e98df25
imul   r10,r9
mov    rcx,r10
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r10
imul   rcx,r9
mov    r9,rcx
shr    r9,0x1c
xor    r9,rcx
mov    QWORD PTR [r12+rsi*1+0x18],r9
cmp    r8d,0x4
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    rcx,QWORD PTR [rax+rdx*8+0x20]
rol    rcx,0x20
xor    rcx,QWORD PTR [rsp+0x10]
mov    r9,rcx
rol    r9,0x31
mov    r10,rcx
rol    r10,0x18
xor    r10,r9
xor    r10,rcx
movabs r9,0x9fb21c651e98df25
imul   r10,r9
mov    rcx,r10
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r10
imul   rcx,r9
mov    r9,rcx
shr    r9,0x1c
xor    r9,rcx
mov    QWORD PTR [r12+rsi*1+0x20],r9
cmp    r8d,0x5
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    rcx,QWORD PTR [rax+rdx*8+0x28]
rol    rcx,0x20
xor    rcx,QWORD PTR [rsp+0x10]
mov    r9,rcx
rol    r9,0x31
mov    r10,rcx
rol    r10,0x18
xor    r10,r9
xor    r10,rcx
movabs r9,0x9fb21c651e98df25
imul   r10,r9
mov    rcx,r10
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r10
imul   rcx,r9
mov    r9,rcx
shr    r9,0x1c
xor    r9,rcx
mov    QWORD PTR [r12+rsi*1+0x28],r9
cmp    r8d,0x6
je     dd460 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    rax,QWORD PTR [rax+rdx*8+0x30]
rol    rax,0x20
xor    rax,QWORD PTR [rsp+0x10]
mov    rcx,rax
rol    rcx,0x31
mov    rdx,rax
rol    rdx,0x18
xor    rdx,rcx
xor    rdx,rax
movabs rcx,0x9fb21c651e98df25
imul   rdx,rcx
mov    rax,rdx
shr    rax,0x23
add    rax,0x8
xor    rax,rdx
imul   rax,rcx
mov    rcx,rax
shr    rcx,0x1c
xor    rcx,rax
mov    QWORD PTR [r12+rsi*1+0x30],rcx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
lea    rcx,[r13+0x7]
mov    esi,ecx
and    esi,0x78
cmp    rsi,0x21
jae    ddd6a <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x186a>
shr    rcx,0x3
je     dd6e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11e0>
mov    QWORD PTR [rsp+0x28],r13
mov    rax,r15
mov    r15,rbp
mov    r13,rax
mov    rsi,QWORD PTR [rax+0x8]
vmovq  xmm0,rsi
vpmovzxdq xmm0,xmm0
vpbroadcastq ymm0,xmm0
mov    r11,rcx
shl    r11,0x6
xor    ebp,ebp
jmp    dd566 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1066>
nop    DWORD PTR [rax+0x0]
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x18]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x10]
mov    r9,rdx
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x8]
mov    r10,rdx
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1]
vmovq  xmm1,rdx
vmovq  xmm2,r10
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,r9
vmovq  xmm3,r8
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x38]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x30]
mov    r9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x28]
mov    r10,rdx
mov    rax,rsi
mul    QWORD PTR [r12+rbp*1+0x20]
vmovq  xmm2,rdx
vmovq  xmm3,r10
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r9
vmovq  xmm4,r8
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vmovdqu YMMWORD PTR [r12+rbp*1+0x100],ymm1
vmovdqu YMMWORD PTR [r12+rbp*1+0x120],ymm2
add    rbp,0x40
cmp    r11,rbp
je     dd600 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>
mov    rax,rsi
shr    rax,0x20
jne    dd4b0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfb0>
vmovdqu ymm1,YMMWORD PTR [r12+rbp*1]
vmovdqu ymm2,YMMWORD PTR [r12+rbp*1+0x20]
vpsrlq ymm3,ymm1,0x20
vpmuludq ymm4,ymm3,ymm0
vpsrlq ymm5,ymm0,0x20
vpmuludq ymm3,ymm3,ymm5
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm4,ymm3
vpmuludq ymm4,ymm1,ymm0
vpmuludq ymm1,ymm1,ymm5
vpsllq ymm1,ymm1,0x20
vpaddq ymm1,ymm4,ymm1
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm3
vpsrlq ymm1,ymm1,0x20
vpsrlq ymm3,ymm2,0x20
vpmuludq ymm4,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm5
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm4,ymm3
vpmuludq ymm4,ymm2,ymm0
vpmuludq ymm2,ymm2,ymm5
vpsllq ymm2,ymm2,0x20
vpaddq ymm2,ymm4,ymm2
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm3
vpsrlq ymm2,ymm2,0x20
jmp    dd545 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1045>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovups ymm0,YMMWORD PTR [r12]
vshufps ymm0,ymm0,YMMWORD PTR [r12+0x20],0x88
vpermpd ymm1,ymm0,0xd8
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff32c63]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [r12+0x200],ymm1
cmp    rcx,0x1
mov    r11d,0x3ff
mov    rbp,r15
mov    r15,r13
mov    r13,QWORD PTR [rsp+0x28]
je     dd6e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11e0>
vmovups ymm1,YMMWORD PTR [r12+0x40]
vshufps ymm1,ymm1,YMMWORD PTR [r12+0x60],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [r12+0x220],ymm1
cmp    rcx,0x2
je     dd6e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11e0>
vmovups ymm1,YMMWORD PTR [r12+0x80]
vshufps ymm1,ymm1,YMMWORD PTR [r12+0xa0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [r12+0x240],ymm1
cmp    rcx,0x3
je     dd6e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11e0>
vmovups ymm1,YMMWORD PTR [r12+0xc0]
vshufps ymm1,ymm1,YMMWORD PTR [r12+0xe0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm0,ymm1,ymm0
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r12+0x260],ymm0
nop
cmp    BYTE PTR [rsp+0x24],0x0
mov    rsi,QWORD PTR [rsp+0x8]
je     dd7c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12c0>
lea    rax,[r12+0x100]
mov    rcx,QWORD PTR [rsp+0x30]
lea    rdx,[rcx-0x8]
mov    esi,edx
not    esi
mov    rcx,rax
test   sil,0x38
je     dd735 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1235>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rcx,rax
nop    DWORD PTR [rax+rax*1+0x0]
mov    r8,QWORD PTR [rcx]
add    rcx,0x8
shl    r8,0x6
prefetcht0 BYTE PTR [r14+r8*1]
dec    rsi
jne    dd720 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1220>
cmp    rdx,0x38
mov    rsi,QWORD PTR [rsp+0x8]
jb     dd7c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12c0>
add    rax,QWORD PTR [rsp+0x30]
nop    DWORD PTR [rax+0x0]
mov    rdx,QWORD PTR [rcx]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x38]
add    rcx,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rcx,rax
jne    dd750 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1250>
mov    rdx,QWORD PTR [r15+0x10]
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm9
cmp    rsi,0x20
mov    QWORD PTR [rsp+0x58],r12
mov    QWORD PTR [rsp+0x60],rbp
jne    dd9e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14e0>
and    edx,0xf
shl    edx,0xc
add    rdx,QWORD PTR [rip+0xc5202]        # 1a29f0 <_DYNAMIC+0xc60>
mov    rax,0xffffffffffffffe0
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [rbx+rax*8+0x200]
mov    r9,QWORD PTR [rbx+rax*8+0x208]
shl    rsi,0x6
mov    ecx,DWORD PTR [rbx+rax*4+0x280]
and    ecx,r11d
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x100]
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r14+rsi*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r14+rsi*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb esi,ymm0
shl    r9,0x6
mov    r8d,DWORD PTR [rbx+rax*4+0x284]
and    r8d,r11d
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x108]
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r14+r9*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r14+r9*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r9d,ymm0
mov    r14d,0x3ff
mov    r11,QWORD PTR [rbx+rax*8+0x210]
shl    r11,0x6
mov    r10d,DWORD PTR [rbx+rax*4+0x288]
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x110]
and    r10d,r14d
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
mov    r12,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r12+r11*1]
vpsllvd ymm1,ymm2,ymm1
mov    r12,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r12+r11*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r11d,ymm0
mov    rbp,QWORD PTR [rbx+rax*8+0x218]
shl    rbp,0x6
mov    r12d,DWORD PTR [rbx+rax*4+0x28c]
and    r12d,r14d
mov    r14,QWORD PTR [rsp]
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x118]
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r14+rbp*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r14+rbp*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb ebp,ymm0
not    ebp
test   DWORD PTR [rdx+r12*4],ebp
sete   bpl
not    r11d
test   DWORD PTR [rdx+r10*4],r11d
mov    r11d,0x3ff
sete   r10b
not    r9d
test   DWORD PTR [rdx+r8*4],r9d
sete   r8b
not    esi
test   DWORD PTR [rdx+rcx*4],esi
sete   cl
vmovd  xmm0,ecx
vpinsrb xmm0,xmm0,r8d,0x1
vpinsrb xmm0,xmm0,r10d,0x2
vpinsrb xmm0,xmm0,ebp,0x3
vmovd  DWORD PTR [rsp+rax*1+0x310],xmm0
add    rax,0x4
jne    dd800 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
jmp    ddcc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17c0>
nop    DWORD PTR [rax]
mov    rax,rsi
and    rax,0x3c
je     ddc13 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1713>
mov    QWORD PTR [rsp+0x28],r13
and    edx,0xf
mov    esi,edx
shl    esi,0xc
add    rsi,QWORD PTR [rip+0xc4fef]        # 1a29f0 <_DYNAMIC+0xc60>
xor    r8d,r8d
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    r8,0x20
je     dddbf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18bf>
mov    r9,QWORD PTR [rbx+r8*8+0x100]
mov    r11,QWORD PTR [rbx+r8*8+0x108]
shl    r9,0x6
mov    ecx,DWORD PTR [rbx+r8*4+0x200]
mov    r14d,0x3ff
and    ecx,r14d
vpbroadcastd ymm0,DWORD PTR [rbx+r8*8]
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
mov    r10,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r10+r9*1]
vpsllvd ymm1,ymm2,ymm1
mov    r10,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r10+r9*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r9d,ymm0
shl    r11,0x6
mov    r10d,DWORD PTR [rbx+r8*4+0x204]
vpbroadcastd ymm0,DWORD PTR [rbx+r8*8+0x8]
and    r10d,r14d
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
mov    r15,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r15+r11*1]
vpsllvd ymm1,ymm2,ymm1
mov    r15,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r15+r11*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r11d,ymm0
mov    r12,QWORD PTR [rbx+r8*8+0x110]
shl    r12,0x6
mov    ebp,DWORD PTR [rbx+r8*4+0x208]
and    ebp,r14d
vpbroadcastd ymm0,DWORD PTR [rbx+r8*8+0x10]
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
mov    r15,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r15+r12*1]
vpsllvd ymm1,ymm2,ymm1
mov    r15,QWORD PTR [rsp]
vmovdqa ymm2,YMMWORD PTR [r15+r12*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r12d,ymm0
mov    r15,QWORD PTR [rbx+r8*8+0x118]
shl    r15,0x6
mov    r13d,DWORD PTR [rbx+r8*4+0x20c]
vpbroadcastd ymm0,DWORD PTR [rbx+r8*8+0x18]
and    r13d,r14d
mov    r14,QWORD PTR [rsp]
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r14+r15*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r14+r15*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r15d,ymm0
not    r15d
test   DWORD PTR [rsi+r13*4],r15d
sete   r15b
not    r12d
test   DWORD PTR [rsi+rbp*4],r12d
sete   bpl
not    r11d
test   DWORD PTR [rsi+r10*4],r11d
sete   r10b
not    r9d
test   DWORD PTR [rsi+rcx*4],r9d
sete   cl
vmovd  xmm0,ecx
vpinsrb xmm0,xmm0,r10d,0x1
vpinsrb xmm0,xmm0,ebp,0x2
vpinsrb xmm0,xmm0,r15d,0x3
vmovd  DWORD PTR [rsp+r8*1+0x2f0],xmm0
add    r8,0x4
cmp    rax,r8
jne    dda10 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1510>
cmp    rax,QWORD PTR [rsp+0x8]
mov    r15,QWORD PTR [rsp+0x40]
mov    r11d,0x3ff
mov    r13,QWORD PTR [rsp+0x28]
jne    ddc1f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x171f>
jmp    ddcc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17c0>
test   rsi,rsi
je     ddcc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17c0>
and    edx,0xf
shl    edx,0xc
add    rdx,QWORD PTR [rip+0xc4dc7]        # 1a29f0 <_DYNAMIC+0xc60>
mov    rcx,QWORD PTR [rsp+0x8]
dec    rcx
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [rbx+rax*8+0x100]
shl    rsi,0x6
mov    r8d,DWORD PTR [rbx+rax*4+0x200]
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8]
and    r8d,r11d
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r14+rsi*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r14+rsi*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb esi,ymm0
not    esi
test   DWORD PTR [rdx+r8*4],esi
sete   BYTE PTR [rsp+rax*1+0x2f0]
cmp    rcx,rax
je     ddcc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17c0>
inc    rax
cmp    rax,0x20
jb     ddc40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1740>
jmp    dddd7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18d7>
nop    DWORD PTR [rax+0x0]
mov    rbp,QWORD PTR [rsp+0x60]
cmp    rbp,rdi
jb     ddd52 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1852>
cmp    rbp,QWORD PTR [rsp+0x38]
ja     ddd52 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1852>
add    rdi,QWORD PTR [rsp+0x50]
lea    rsi,[rsp+0x2f0]
mov    rdx,QWORD PTR [rsp+0x8]
vzeroupper
call   QWORD PTR [rip+0xc42b8]        # 1a1fa8 <memcpy@GLIBC_2.14>
vmovdqa ymm13,YMMWORD PTR [rip+0xfffffffffff344c8]        # 121c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff34440]        # 12140 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4d0>
vpcmpeqd ymm11,ymm11,ymm11
vmovdqa ymm10,YMMWORD PTR [rip+0xfffffffffff34453]        # 12160 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f0>
mov    r11d,0x3ff
vpxor  xmm9,xmm9,xmm9
vmovdqu ymm8,YMMWORD PTR [rsp+0x310]
mov    rax,QWORD PTR [rsp+0x58]
mov    r12,rbx
mov    rdi,rbp
mov    rsi,r13
mov    r10,QWORD PTR [rsp+0x18]
cmp    r10,rbp
jne    dd020 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb20>
add    rsp,0x5b8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xc19c7]        # 19f720 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x1008>
mov    rsi,rbp
mov    rdx,QWORD PTR [rsp+0x38]
vzeroupper
call   QWORD PTR [rip+0xc4356]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc0e2f]        # 19eba0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x488>
mov    edx,0x20
xor    edi,edi
vzeroupper
call   QWORD PTR [rip+0xc433f]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xc0e68]        # 19ebf0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4d8>
mov    rdi,rbp
mov    rdx,r10
vzeroupper
call   QWORD PTR [rip+0xc4329]        # 1a20c0 <_DYNAMIC+0x330>
add    r15,0x8
lea    rcx,[rip+0xfffffffffff543bc]        # 3215e <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10dae>
lea    r9,[rip+0xc0e0f]        # 19ebb8 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4a0>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
xor    edi,edi
mov    rdx,r15
call   QWORD PTR [rip+0xc4589]        # 1a2348 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0xc0ca2]        # 19ea68 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x350>
mov    esi,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xc4209]        # 1a1fe0 <_DYNAMIC+0x250>
lea    rdx,[rip+0xc0c8a]        # 19ea68 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x350>
mov    esi,0x20
mov    rdi,rax
vzeroupper
call   QWORD PTR [rip+0xc41f1]        # 1a1fe0 <_DYNAMIC+0x250>
int3
