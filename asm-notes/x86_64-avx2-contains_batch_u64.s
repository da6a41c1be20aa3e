00000000000c2a90 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x5b8
mov    DWORD PTR [rsp+0x24],r9d
mov    r15,rdi
mov    QWORD PTR [rsp+0x88],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    c43d7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1947>
mov    rbp,r8
mov    r12,rcx
mov    r13,rdx
mov    r14,rsi
lea    rdi,[rsp+0x90]
mov    rbx,QWORD PTR [rip+0x97b6a]        # 15a640 <memset@GLIBC_2.2.5>
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
je     c437d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18ed>
mov    r11,QWORD PTR [r12]
mov    eax,esi
and    eax,0x38
mov    edx,esi
and    edx,0x7
cmp    r10,0x8
jb     c2c84 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f4>
vpbroadcastq ymm0,QWORD PTR [r12+0x10]
xor    ecx,ecx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff4c18b]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff4c05a]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff4ddba]        # 10900 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff4bfb9]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpxor  xmm5,xmm5,xmm5
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
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
vmovdqu YMMWORD PTR [rsp+rcx*8+0x90],ymm7
vmovdqu YMMWORD PTR [rsp+rcx*8+0xb0],ymm6
add    rcx,0x8
cmp    rax,rcx
jne    c2b60 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd0>
mov    QWORD PTR [rsp],r12
movabs r12,0x9fb21c651e98df25
mov    rbx,rsi
lea    rcx,[rsi*8+0x0]
mov    QWORD PTR [rsp+0x8],rcx
test   rdx,rdx
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0x90],r8
cmp    edx,0x1
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0x98],r8
cmp    edx,0x2
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0xa0],r8
cmp    edx,0x3
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0xa8],r8
cmp    edx,0x4
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0xb0],r8
cmp    edx,0x5
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0xb8],r8
cmp    edx,0x6
je     c2ee7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x457>
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
mov    QWORD PTR [rsp+rsi*1+0xc0],rcx
mov    QWORD PTR [rsp+0x68],r11
lea    r12,[rbx+0x7]
mov    esi,r12d
and    esi,0x78
cmp    rsi,0x21
jae    c43aa <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x191a>
shr    r12,0x3
mov    QWORD PTR [rsp+0x18],r10
mov    rsi,rbx
je     c348b <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9fb>
mov    rax,r13
shr    rax,0x20
je     c3225 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x795>
mov    rax,r13
mul    QWORD PTR [rsp+0x90]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa0]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa8]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb0]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb8]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xc0]
mov    rcx,rbp
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xc8]
mov    QWORD PTR [rsp+0x190],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x198],rdi
mov    QWORD PTR [rsp+0x1a0],r8
mov    QWORD PTR [rsp+0x1a8],r9
mov    QWORD PTR [rsp+0x1b0],r10
mov    QWORD PTR [rsp+0x1b8],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x1c0],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x1c8],rdx
cmp    r12,0x1
je     c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
mov    rax,r13
mul    QWORD PTR [rsp+0xd0]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xd8]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe0]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe8]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf0]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf8]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x100]
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x108]
mov    QWORD PTR [rsp+0x1d0],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x1d8],rdi
mov    QWORD PTR [rsp+0x1e0],r8
mov    QWORD PTR [rsp+0x1e8],r9
mov    QWORD PTR [rsp+0x1f0],r10
mov    QWORD PTR [rsp+0x1f8],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x200],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x208],rdx
cmp    r12,0x2
je     c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
mov    rax,r13
mul    QWORD PTR [rsp+0x110]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x118]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x120]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x128]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x130]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x138]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x140]
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x148]
mov    QWORD PTR [rsp+0x210],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x218],rdi
mov    QWORD PTR [rsp+0x220],r8
mov    QWORD PTR [rsp+0x228],r9
mov    QWORD PTR [rsp+0x230],r10
mov    QWORD PTR [rsp+0x238],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x240],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x248],rdx
cmp    r12,0x3
je     c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
mov    rax,r13
mul    QWORD PTR [rsp+0x150]
mov    rsi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x158]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x160]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x168]
mov    r9,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x170]
mov    r10,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x178]
mov    r11,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x180]
mov    rbp,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x188]
mov    QWORD PTR [rsp+0x250],rsi
mov    rsi,rbx
mov    QWORD PTR [rsp+0x258],rdi
mov    QWORD PTR [rsp+0x260],r8
mov    QWORD PTR [rsp+0x268],r9
mov    QWORD PTR [rsp+0x270],r10
mov    QWORD PTR [rsp+0x278],r11
mov    r10,QWORD PTR [rsp+0x18]
mov    QWORD PTR [rsp+0x280],rbp
mov    rbp,rcx
mov    QWORD PTR [rsp+0x288],rdx
jmp    c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
mov    eax,r13d
vmovq  xmm0,rax
vpbroadcastq ymm0,xmm0
vmovdqu ymm1,YMMWORD PTR [rsp+0x90]
vmovdqu ymm2,YMMWORD PTR [rsp+0xb0]
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
vmovdqu YMMWORD PTR [rsp+0x190],ymm1
vmovdqu YMMWORD PTR [rsp+0x1b0],ymm2
cmp    r12,0x1
je     c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
vmovdqu ymm1,YMMWORD PTR [rsp+0xd0]
vmovdqu ymm2,YMMWORD PTR [rsp+0xf0]
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
vmovdqu YMMWORD PTR [rsp+0x1d0],ymm1
vmovdqu YMMWORD PTR [rsp+0x1f0],ymm2
cmp    r12,0x2
je     c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
vmovdqu ymm1,YMMWORD PTR [rsp+0x110]
vmovdqu ymm2,YMMWORD PTR [rsp+0x130]
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
vmovdqu YMMWORD PTR [rsp+0x210],ymm1
vmovdqu YMMWORD PTR [rsp+0x230],ymm2
cmp    r12,0x3
je     c33b4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x924>
vmovdqu ymm1,YMMWORD PTR [rsp+0x150]
vmovdqu ymm2,YMMWORD PTR [rsp+0x170]
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
vmovdqu YMMWORD PTR [rsp+0x250],ymm1
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
cmp    r12,0x1
jne    c33c1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x931>
xor    eax,eax
jmp    c344b <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9bb>
mov    ecx,r12d
and    ecx,0xe
xor    eax,eax
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff4b6d6]        # eaa8 <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x4>
xor    edx,edx
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovups ymm1,YMMWORD PTR [rsp+rdx*2+0x90]
vshufps ymm1,ymm1,YMMWORD PTR [rsp+rdx*2+0xb0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdx*1+0x290],ymm1
add    rax,0x2
vmovups ymm1,YMMWORD PTR [rsp+rdx*2+0xd0]
vshufps ymm1,ymm1,YMMWORD PTR [rsp+rdx*2+0xf0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdx*1+0x2b0],ymm1
add    rdx,0x40
cmp    rcx,rax
jne    c33e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x950>
test   r12b,0x1
je     c348b <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9fb>
mov    rcx,rax
shl    rcx,0x6
vmovups ymm0,YMMWORD PTR [rsp+rcx*1+0x90]
vshufps ymm0,ymm0,YMMWORD PTR [rsp+rcx*1+0xb0],0x88
vpermpd ymm0,ymm0,0xd8
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffff4b634]        # eaa8 <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x4>
vpmulld ymm0,ymm0,ymm1
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [rsp+rax*1+0x290],ymm0
cmp    BYTE PTR [rsp+0x24],0x0
lea    r12,[rsp+0x338]
je     c3570 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xae0>
lea    rax,[rsp+0x190]
mov    rcx,QWORD PTR [rsp+0x8]
lea    rdx,[rcx-0x8]
mov    esi,edx
not    esi
mov    rcx,rax
test   sil,0x38
je     c34e5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa55>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rcx,rax
nop    DWORD PTR [rax+0x0]
mov    rdi,QWORD PTR [rcx]
add    rcx,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
dec    rsi
jne    c34d0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa40>
cmp    rdx,0x38
mov    rsi,rbx
jb     c3570 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xae0>
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
jne    c3500 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa70>
mov    rax,QWORD PTR [rsp]
mov    rax,QWORD PTR [rax+0x10]
mov    QWORD PTR [rsp+0x10],rax
vmovq  xmm0,rax
vpbroadcastq ymm8,xmm0
mov    rax,QWORD PTR [rbp+0x0]
mov    QWORD PTR [rsp+0x70],rax
mov    rax,QWORD PTR [rbp+0x8]
mov    QWORD PTR [rsp+0x38],rax
xor    edi,edi
vpxor  xmm9,xmm9,xmm9
mov    r11d,0x3ff
vmovdqa ymm10,YMMWORD PTR [rip+0xfffffffffff4d2f2]        # 108a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c0>
vpcmpeqd ymm11,ymm11,ymm11
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff4d2c5]        # 10880 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4a0>
vmovdqa ymm13,YMMWORD PTR [rip+0xfffffffffff4d33d]        # 10900 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
mov    QWORD PTR [rsp],r14
lea    rax,[rsp+0x90]
mov    QWORD PTR [rsp+0x60],r15
vmovdqu YMMWORD PTR [rsp+0x310],ymm8
nop    DWORD PTR [rax]
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
je     c3d80 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12f0>
mov    rsi,r13
add    rsi,rbp
jb     c43c1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1931>
cmp    rsi,r10
ja     c43c1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1931>
mov    rax,QWORD PTR [rsp+0x68]
lea    rax,[rax+rbp*8]
mov    edx,r13d
and    edx,0x38
cmp    rcx,0x8
jb     c377a <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcea>
xor    ecx,ecx
nop    DWORD PTR [rax+rax*1+0x0]
cmp    rcx,0x20
je     c377a <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcea>
vpshufd ymm0,YMMWORD PTR [rax+rcx*8+0x20],0xb1
vpxor  ymm0,ymm8,ymm0
vpshufb ymm1,ymm0,ymm13
vpsrlq ymm2,ymm0,0xf
vpsllq ymm3,ymm0,0x31
vpor   ymm2,ymm3,ymm2
vpxor  ymm0,ymm1,ymm0
vpxor  ymm2,ymm0,ymm2
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff4b647]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpmuludq ymm3,ymm2,ymm1
vpsrlq ymm4,ymm2,0x20
vpbroadcastq ymm0,QWORD PTR [rip+0xfffffffffff4b50d]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vpmuludq ymm4,ymm4,ymm0
vpaddq ymm3,ymm4,ymm3
vpsllq ymm3,ymm3,0x20
vpmuludq ymm2,ymm2,ymm0
vpaddq ymm3,ymm3,ymm2
vpsrlq ymm4,ymm3,0x23
vpbroadcastq ymm5,QWORD PTR [rip+0xfffffffffff4b45a]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
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
jne    c3640 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbb0>
mov    r8d,r13d
and    r8d,0x7
lea    rcx,[r13*8+0x0]
mov    QWORD PTR [rsp+0x30],rcx
test   r8,r8
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
je     c3a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
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
jae    c43aa <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x191a>
shr    rcx,0x3
je     c3ca0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1210>
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
jmp    c3b26 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1096>
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
je     c3bc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1130>
mov    rax,rsi
shr    rax,0x20
jne    c3a70 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe0>
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
jmp    c3b05 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1075>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovups ymm0,YMMWORD PTR [r12]
vshufps ymm0,ymm0,YMMWORD PTR [r12+0x20],0x88
vpermpd ymm1,ymm0,0xd8
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff4aecb]        # eaa8 <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x4>
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [r12+0x200],ymm1
cmp    rcx,0x1
mov    r11d,0x3ff
mov    rbp,r15
mov    r15,r13
mov    r13,QWORD PTR [rsp+0x28]
je     c3ca0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1210>
vmovups ymm1,YMMWORD PTR [r12+0x40]
vshufps ymm1,ymm1,YMMWORD PTR [r12+0x60],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [r12+0x220],ymm1
cmp    rcx,0x2
je     c3ca0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1210>
vmovups ymm1,YMMWORD PTR [r12+0x80]
vshufps ymm1,ymm1,YMMWORD PTR [r12+0xa0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [r12+0x240],ymm1
cmp    rcx,0x3
je     c3ca0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1210>
vmovups ymm1,YMMWORD PTR [r12+0xc0]
vshufps ymm1,ymm1,YMMWORD PTR [r12+0xe0],0x88
vpermpd ymm1,ymm1,0xd8
vpmulld ymm0,ymm1,ymm0
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r12+0x260],ymm0
nop
cmp    BYTE PTR [rsp+0x24],0x0
mov    rsi,QWORD PTR [rsp+0x8]
je     c3d80 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12f0>
lea    rax,[r12+0x100]
mov    rcx,QWORD PTR [rsp+0x30]
lea    rdx,[rcx-0x8]
mov    esi,edx
not    esi
mov    rcx,rax
test   sil,0x38
je     c3cf5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1265>
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
jne    c3ce0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1250>
cmp    rdx,0x38
mov    rsi,QWORD PTR [rsp+0x8]
jb     c3d80 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12f0>
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
jne    c3d10 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1280>
mov    rdx,QWORD PTR [r15+0x10]
vmovdqu YMMWORD PTR [rsp+0x40],ymm9
cmp    rsi,0x20
mov    QWORD PTR [rsp+0x78],r12
mov    QWORD PTR [rsp+0x80],rbp
jne    c3fa0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1510>
and    edx,0xf
shl    edx,0xc
add    rdx,QWORD PTR [rip+0x971b2]        # 15af60 <_DYNAMIC+0xb48>
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
vmovd  DWORD PTR [rsp+rax*1+0x60],xmm0
add    rax,0x4
jne    c3dc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1330>
jmp    c4300 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1870>
nop    WORD PTR [rax+rax*1+0x0]
mov    rax,rsi
and    rsi,0x3c
je     c41de <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x174e>
mov    QWORD PTR [rsp+0x28],r13
and    edx,0xf
mov    r8d,edx
shl    r8d,0xc
add    r8,QWORD PTR [rip+0x96f9d]        # 15af60 <_DYNAMIC+0xb48>
xor    eax,eax
data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    rax,0x20
je     c4402 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1972>
mov    r9,QWORD PTR [rbx+rax*8+0x100]
mov    r11,QWORD PTR [rbx+rax*8+0x108]
shl    r9,0x6
mov    ecx,DWORD PTR [rbx+rax*4+0x200]
mov    r14d,0x3ff
and    ecx,r14d
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8]
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
mov    r10d,DWORD PTR [rbx+rax*4+0x204]
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x8]
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
mov    r12,QWORD PTR [rbx+rax*8+0x110]
shl    r12,0x6
mov    ebp,DWORD PTR [rbx+rax*4+0x208]
and    ebp,r14d
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x10]
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
mov    r15,QWORD PTR [rbx+rax*8+0x118]
shl    r15,0x6
mov    r13d,DWORD PTR [rbx+rax*4+0x20c]
vpbroadcastd ymm0,DWORD PTR [rbx+rax*8+0x18]
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
test   DWORD PTR [r8+r13*4],r15d
sete   r15b
not    r12d
test   DWORD PTR [r8+rbp*4],r12d
sete   bpl
not    r11d
test   DWORD PTR [r8+r10*4],r11d
sete   r10b
not    r9d
test   DWORD PTR [r8+rcx*4],r9d
sete   cl
vmovd  xmm0,ecx
vpinsrb xmm0,xmm0,r10d,0x1
vpinsrb xmm0,xmm0,ebp,0x2
vpinsrb xmm0,xmm0,r15d,0x3
vmovd  DWORD PTR [rsp+rax*1+0x40],xmm0
add    rax,0x4
cmp    rsi,rax
jne    c3fd0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1540>
cmp    rsi,QWORD PTR [rsp+0x8]
mov    r15,QWORD PTR [rsp+0x60]
mov    r11d,0x3ff
mov    r13,QWORD PTR [rsp+0x28]
je     c4300 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1870>
lea    rcx,[rsp+rsi*1]
add    rcx,0x40
lea    rax,[rsp+rsi*1]
add    rax,0x41
jmp    c41f4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1764>
test   rax,rax
je     c4300 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1870>
and    edx,0xf
lea    rax,[rsp+0x41]
lea    rcx,[rsp+0x40]
mov    r8,QWORD PTR [rsp+0x8]
add    r8,rsp
add    r8,0x40
shl    edx,0xc
add    rdx,QWORD PTR [rip+0x96d56]        # 15af60 <_DYNAMIC+0xb48>
mov    r9,QWORD PTR [rbx+rsi*8+0x100]
shl    r9,0x6
mov    r10d,DWORD PTR [rbx+rsi*4+0x200]
vpbroadcastd ymm0,DWORD PTR [rbx+rsi*8]
and    r10d,r11d
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
not    r9d
test   DWORD PTR [rdx+r10*4],r9d
sete   BYTE PTR [rcx]
cmp    rax,r8
je     c4300 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1870>
mov    rax,QWORD PTR [rsp+0x8]
lea    rcx,[rax-0x1]
xchg   ax,ax
lea    rax,[rsi+0x1]
cmp    rax,0x1f
ja     c4402 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1972>
mov    r8,QWORD PTR [rbx+rsi*8+0x108]
shl    r8,0x6
mov    r9d,DWORD PTR [rbx+rsi*4+0x204]
vpbroadcastd ymm0,DWORD PTR [rbx+rsi*8+0x8]
and    r9d,r11d
vpmulld ymm1,ymm0,ymm10
vpxor  ymm1,ymm11,ymm1
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,ymm12
vpxor  ymm0,ymm11,ymm0
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r14+r8*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r14+r8*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb r8d,ymm0
not    r8d
test   DWORD PTR [rdx+r9*4],r8d
sete   BYTE PTR [rsp+rsi*1+0x41]
mov    rsi,rax
cmp    rcx,rax
jne    c4280 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17f0>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rbp,QWORD PTR [rsp+0x80]
cmp    rbp,rdi
jb     c4392 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1902>
cmp    rbp,QWORD PTR [rsp+0x38]
ja     c4392 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1902>
add    rdi,QWORD PTR [rsp+0x70]
lea    rsi,[rsp+0x40]
mov    rdx,QWORD PTR [rsp+0x8]
vzeroupper
call   QWORD PTR [rip+0x96300]        # 15a630 <memcpy@GLIBC_2.14>
vmovdqa ymm13,YMMWORD PTR [rip+0xfffffffffff4c5c8]        # 10900 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff4c540]        # 10880 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4a0>
vpcmpeqd ymm11,ymm11,ymm11
vmovdqa ymm10,YMMWORD PTR [rip+0xfffffffffff4c553]        # 108a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c0>
mov    r11d,0x3ff
vpxor  xmm9,xmm9,xmm9
vmovdqu ymm8,YMMWORD PTR [rsp+0x310]
mov    rax,QWORD PTR [rsp+0x78]
mov    r12,rbx
mov    rdi,rbp
mov    rsi,r13
mov    r10,QWORD PTR [rsp+0x18]
cmp    r10,rbp
jne    c35e0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb50>
add    rsp,0x5b8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0x93abf]        # 157e58 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0xc10>
mov    rsi,rbp
mov    rdx,QWORD PTR [rsp+0x38]
vzeroupper
call   QWORD PTR [rip+0x96396]        # 15a740 <_DYNAMIC+0x328>
lea    rcx,[rip+0x932ff]        # 1576b0 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x468>
mov    edx,0x20
xor    edi,edi
vzeroupper
call   QWORD PTR [rip+0x9637f]        # 15a740 <_DYNAMIC+0x328>
lea    rcx,[rip+0x93318]        # 1576e0 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x498>
mov    rdi,rbp
mov    rdx,r10
vzeroupper
call   QWORD PTR [rip+0x96369]        # 15a740 <_DYNAMIC+0x328>
add    r15,0x8
lea    rcx,[rip+0xfffffffffff6b9a4]        # 2fd86 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10836>
lea    r9,[rip+0x932df]        # 1576c8 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x480>
lea    rsi,[rsp+0x88]
mov    r8d,0x33
xor    edi,edi
mov    rdx,r15
call   QWORD PTR [rip+0x965b6]        # 15a9b8 <_DYNAMIC+0x5a0>
lea    rdx,[rip+0x9316f]        # 157578 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x330>
mov    esi,0x20
mov    rdi,rax
vzeroupper
call   QWORD PTR [rip+0x9624e]        # 15a668 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
