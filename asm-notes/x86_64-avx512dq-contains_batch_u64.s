00000000000f3b60 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x608
mov    DWORD PTR [rsp+0x4c],r9d
mov    QWORD PTR [rsp+0x78],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    f5397 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1837>
mov    r9,rdx
mov    r14,rsi
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x280],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x240],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x200],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x180],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x140],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x100],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xc0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x80],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x580],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x540],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x500],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x480],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x440],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x400],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x380],zmm0
mov    rsi,QWORD PTR [rcx+0x8]
cmp    rsi,0x20
mov    edx,0x20
cmovb  rdx,rsi
test   rsi,rsi
je     f533d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17dd>
mov    QWORD PTR [rsp+0x60],rdi
mov    r12,QWORD PTR [rcx]
mov    eax,edx
and    eax,0x38
mov    r10d,edx
and    r10d,0x7
mov    QWORD PTR [rsp+0x40],rsi
cmp    rsi,0x8
jb     f3e03 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a3>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r12],0x20
vpxorq zmm0,zmm0,zmm1
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff1c720]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1c631]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x80],zmm2
cmp    eax,0x8
je     f3e03 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a3>
vprolq zmm2,ZMMWORD PTR [r12+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1c5cc]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xc0],zmm2
cmp    eax,0x10
je     f3e03 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a3>
vprolq zmm2,ZMMWORD PTR [r12+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff1c567]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x100],zmm2
cmp    eax,0x18
je     f3e03 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a3>
vprolq zmm2,ZMMWORD PTR [r12+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff1c506]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x140],zmm0
movabs r13,0x9fb21c651e98df25
lea    rbp,[rdx*8+0x0]
mov    esi,ebp
and    esi,0x1c0
mov    r11d,esi
shr    r11d,0x3
mov    rdi,rdx
sub    rdi,r11
cmp    r10,rdi
cmovb  rdi,r10
test   rdi,rdi
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    r10,QWORD PTR [rcx+0x10]
mov    r11,QWORD PTR [r12+rax*8]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x80],rbx
cmp    rdi,0x1
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    r11,QWORD PTR [r12+rax*8+0x8]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x88],rbx
cmp    rdi,0x2
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    r11,QWORD PTR [r12+rax*8+0x10]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x90],rbx
cmp    rdi,0x3
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    r11,QWORD PTR [r12+rax*8+0x18]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x98],rbx
cmp    rdi,0x4
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    r11,QWORD PTR [r12+rax*8+0x20]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0xa0],rbx
cmp    rdi,0x5
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    r11,QWORD PTR [r12+rax*8+0x28]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0xa8],rbx
cmp    rdi,0x6
je     f406d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50d>
mov    rax,QWORD PTR [r12+rax*8+0x30]
rol    rax,0x20
xor    rax,r10
mov    rdi,rax
rol    rdi,0x31
mov    r10,rax
rol    r10,0x18
xor    r10,rdi
xor    r10,rax
imul   r10,r13
mov    rax,r10
shr    rax,0x23
add    rax,0x8
xor    rax,r10
imul   rax,r13
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rsi*1+0xb0],rdi
lea    r15,[rdx+0x7]
mov    esi,r15d
and    esi,0x78
cmp    rsi,0x21
jae    f536a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x180a>
shr    r15,0x3
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x68],r12
je     f458a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa2a>
mov    rax,r9
shr    rax,0x20
je     f43da <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x87a>
mov    rax,r9
mov    QWORD PTR [rsp+0x8],rdx
mul    QWORD PTR [rsp+0x80]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x88]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x90]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x98]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xa0]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xa8]
mov    QWORD PTR [rsp+0x38],r8
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xb0]
mov    rbx,rbp
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xb8]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x180],rsi
mov    QWORD PTR [rsp+0x188],rdi
mov    QWORD PTR [rsp+0x190],r10
mov    QWORD PTR [rsp+0x198],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x1a0],r12
mov    QWORD PTR [rsp+0x1a8],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x1b0],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x1b8],rax
cmp    r15,0x1
je     f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
mov    rax,r9
mul    QWORD PTR [rsp+0xc0]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xc8]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xd0]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xd8]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xe0]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xe8]
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xf0]
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xf8]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1c0],rsi
mov    QWORD PTR [rsp+0x1c8],rdi
mov    QWORD PTR [rsp+0x1d0],r10
mov    QWORD PTR [rsp+0x1d8],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x1e0],r12
mov    QWORD PTR [rsp+0x1e8],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x1f0],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x1f8],rax
cmp    r15,0x2
je     f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
mov    rax,r9
mul    QWORD PTR [rsp+0x100]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x108]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x110]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x118]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x120]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x128]
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x130]
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x138]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x200],rsi
mov    QWORD PTR [rsp+0x208],rdi
mov    QWORD PTR [rsp+0x210],r10
mov    QWORD PTR [rsp+0x218],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x220],r12
mov    QWORD PTR [rsp+0x228],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x230],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x238],rax
cmp    r15,0x3
je     f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
mov    rax,r9
mul    QWORD PTR [rsp+0x140]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x148]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x150]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x158]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x160]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x168]
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x170]
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x178]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x240],rsi
mov    QWORD PTR [rsp+0x248],rdi
mov    QWORD PTR [rsp+0x250],r10
mov    QWORD PTR [rsp+0x258],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x260],r12
mov    QWORD PTR [rsp+0x268],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x270],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x278],rax
jmp    f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
mov    eax,r9d
vpbroadcastq zmm0,rax
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x80]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x180],zmm1
cmp    r15,0x1
je     f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xc0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1c0],zmm1
cmp    r15,0x2
je     f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x100]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x200],zmm1
cmp    r15,0x3
je     f44d5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x140]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm0,zmm1,zmm0
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x240],zmm0
cmp    r15,0x1
jne    f44df <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x97f>
xor    eax,eax
jmp    f4555 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9f5>
mov    esi,r15d
and    esi,0xe
xor    eax,eax
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff1bd90]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
xor    edi,edi
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm1,ZMMWORD PTR [rsp+rdi*2+0x80]
vpmovqd ymm1,zmm1
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdi*1+0x280],ymm1
add    rax,0x2
vmovdqu64 zmm1,ZMMWORD PTR [rsp+rdi*2+0xc0]
vpmovqd ymm1,zmm1
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdi*1+0x2a0],ymm1
add    rdi,0x40
cmp    rsi,rax
jne    f4500 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9a0>
test   r15b,0x1
je     f458a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa2a>
mov    rsi,rax
shl    rsi,0x6
vmovdqu64 zmm0,ZMMWORD PTR [rsp+rsi*1+0x80]
vpmovqd ymm0,zmm0
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffff1bd0d]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
vpmulld ymm0,ymm0,ymm1
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [rsp+rax*1+0x280],ymm0
cmp    BYTE PTR [rsp+0x4c],0x0
je     f4660 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb00>
lea    rax,[rsp+0x180]
lea    rdi,[rbp-0x8]
mov    r9d,edi
not    r9d
mov    rsi,rax
test   r9b,0x38
je     f45e5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa85>
mov    r9d,edi
shr    r9d,0x3
inc    r9d
and    r9d,0x7
mov    rsi,rax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [rsi]
add    rsi,0x8
shl    r10,0x6
prefetcht0 BYTE PTR [r14+r10*1]
dec    r9
jne    f45d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa70>
cmp    rdi,0x38
jb     f4660 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb00>
add    rax,rbp
xchg   ax,ax
mov    rdi,QWORD PTR [rsi]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x38]
add    rsi,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
cmp    rsi,rax
jne    f45f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa90>
mov    rax,QWORD PTR [rcx+0x10]
mov    QWORD PTR [rsp+0x30],rax
vpbroadcastq zmm0,rax
vmovdqu64 ZMMWORD PTR [rsp+0x320],zmm0
vmovdqa64 zmm5,ZMMWORD PTR [rip+0xfffffffffff3ddfc]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x110d0>
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x70],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x58],rax
lea    r13,[rsp+0x380]
lea    rax,[rsp+0x80]
xor    edi,edi
mov    r15d,0x3ff
vpbroadcastd zmm6,DWORD PTR [rip+0xfffffffffff1bbcd]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
vpbroadcastd ymm7,DWORD PTR [rip+0xfffffffffff1bbc0]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
vmovdqu YMMWORD PTR [rsp+0x360],ymm7
nop    DWORD PTR [rax+0x0]
mov    r12,rax
lea    r9,[rdx+rdi*1]
mov    rbp,r11
sub    rbp,r9
cmp    rbp,0x20
mov    eax,0x20
cmovae rbp,rax
mov    r8,r11
sub    r8,r9
je     f5200 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>
mov    rsi,rbp
add    rsi,r9
jb     f5381 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1821>
cmp    rsi,r11
ja     f5381 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1821>
mov    rax,QWORD PTR [rsp+0x68]
mov    QWORD PTR [rsp+0x38],r9
lea    rax,[rax+r9*8]
mov    ecx,ebp
and    ecx,0x38
cmp    r8,0x8
jb     f48f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd90>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff1bc67]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1bb78]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x0],zmm0
cmp    ecx,0x8
je     f48f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd90>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff1bbf5]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1bb06]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x40],zmm0
cmp    ecx,0x10
je     f48f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd90>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff1bb83]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1ba94]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x80],zmm0
cmp    ecx,0x18
je     f48f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd90>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff1bb15]        # 103c0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1ba26]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0xc0],zmm0
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9d,ebp
and    r9d,0x7
lea    rbx,[rbp*8+0x0]
mov    esi,ebx
and    esi,0x1c0
mov    r10d,esi
shr    r10d,0x3
mov    r8,rbp
sub    r8,r10
cmp    r9,r8
cmovb  r8,r9
test   r8,r8
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r9,QWORD PTR [rax+rcx*8]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x0],r10
cmp    r8,0x1
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r9,QWORD PTR [rax+rcx*8+0x8]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x8],r10
cmp    r8,0x2
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r9,QWORD PTR [rax+rcx*8+0x10]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x10],r10
cmp    r8,0x3
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r9,QWORD PTR [rax+rcx*8+0x18]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x18],r10
cmp    r8,0x4
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r9,QWORD PTR [rax+rcx*8+0x20]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x20],r10
cmp    r8,0x5
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    r9,QWORD PTR [rax+rcx*8+0x28]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x28],r10
cmp    r8,0x6
je     f4ba0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1040>
mov    rax,QWORD PTR [rax+rcx*8+0x30]
rol    rax,0x20
xor    rax,QWORD PTR [rsp+0x30]
mov    rcx,rax
rol    rcx,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rcx
xor    r8,rax
movabs rcx,0x9fb21c651e98df25
imul   r8,rcx
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,rcx
mov    rcx,rax
shr    rcx,0x1c
xor    rcx,rax
mov    QWORD PTR [r13+rsi*1+0x30],rcx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
lea    r9,[rbp+0x7]
mov    esi,r9d
and    esi,0x78
cmp    rsi,0x21
jae    f536a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x180a>
lea    r8,[r13+0x100]
shr    r9,0x3
je     f5124 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c4>
mov    rax,QWORD PTR [rsp+0x60]
mov    rcx,QWORD PTR [rax+0x8]
mov    rax,rcx
shr    rax,0x20
vmovq  xmm0,rcx
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
mov    QWORD PTR [rsp+0x8],rdx
je     f4cbc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x115c>
mov    QWORD PTR [rsp+0x28],rax
mov    rax,rcx
mul    QWORD PTR [r13+0x38]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x30]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x28]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x20]
mov    r10,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x18]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x10]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x8]
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x0]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm1,rax
mov    rax,QWORD PTR [rsp+0x28]
vmovq  xmm2,rbx
lea    rbx,[rbp*8+0x0]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,rsi
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovq  xmm2,r10
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,QWORD PTR [rsp+0x18]
vmovq  xmm4,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vmovdqu64 ZMMWORD PTR [r8],zmm1
cmp    r9,0x1
jne    f4d04 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11a4>
jmp    f4f10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0x0]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1b67e]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [r8],zmm1
cmp    r9,0x1
je     f4f10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
test   rax,rax
je     f4ddb <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x127b>
mov    QWORD PTR [rsp+0x28],rax
mov    rax,rcx
mul    QWORD PTR [r13+0x78]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x70]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x68]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x60]
mov    QWORD PTR [rsp+0x50],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x58]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x50]
mov    r10,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x48]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x40]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm1,rax
mov    rax,QWORD PTR [rsp+0x28]
vmovq  xmm2,rsi
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,rbx
mov    rbx,r10
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovq  xmm2,QWORD PTR [rsp+0x50]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,QWORD PTR [rsp+0x18]
vmovq  xmm4,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm1
cmp    r9,0x2
jne    f4e24 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12c4>
jmp    f4f10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0x40]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1b55f]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm1
cmp    r9,0x2
je     f4f10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
test   rax,rax
je     f4f21 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13c1>
mov    QWORD PTR [rsp+0x28],rax
mov    rax,rcx
mul    QWORD PTR [r13+0xb8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xb0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xa8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xa0]
mov    QWORD PTR [rsp+0x50],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x98]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x90]
mov    r10,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x88]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x80]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm1,rax
mov    rax,QWORD PTR [rsp+0x28]
vmovq  xmm2,rsi
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,rbx
mov    rbx,r10
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovq  xmm2,QWORD PTR [rsp+0x50]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,QWORD PTR [rsp+0x18]
vmovq  xmm4,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm1
cmp    r9,0x3
jne    f4f66 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1406>
xchg   ax,ax
cmp    r9,0x1
jne    f5095 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1535>
xor    eax,eax
jmp    f50f7 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1597>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0x80]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1b419]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm1
cmp    r9,0x3
je     f4f10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
test   rax,rax
je     f504c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14ec>
mov    rax,rcx
mul    QWORD PTR [r13+0xf8]
mov    QWORD PTR [rsp+0x28],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xf0]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xe8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xe0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xd8]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xd0]
mov    r10,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xc8]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xc0]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm0,rax
vmovq  xmm1,rsi
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,rbx
mov    rbx,r10
vmovq  xmm2,r11
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x10]
vmovq  xmm2,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x20]
vmovq  xmm3,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [r13+0x1c0],zmm0
cmp    r9,0x1
je     f4f1a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ba>
jmp    f5095 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1535>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0xc0]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xfffffffffff1b2ee]        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x1c0],zmm0
cmp    r9,0x1
je     f4f1a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ba>
mov    ecx,r9d
and    ecx,0xe
xor    esi,esi
xor    eax,eax
nop
vmovdqu64 zmm0,ZMMWORD PTR [r13+rsi*2+0x0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm7
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+rsi*1+0x200],ymm0
add    rax,0x2
vmovdqu64 zmm0,ZMMWORD PTR [r13+rsi*2+0x40]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm7
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+rsi*1+0x220],ymm0
add    rsi,0x40
cmp    rcx,rax
jne    f50a0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1540>
test   r9b,0x1
je     f5124 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c4>
mov    rcx,rax
shl    rcx,0x6
vmovdqu64 zmm0,ZMMWORD PTR [r13+rcx*1+0x0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm7
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [r13+rax*1+0x200],ymm0
cmp    BYTE PTR [rsp+0x4c],0x0
mov    r9,QWORD PTR [rsp+0x38]
je     f5200 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>
lea    rcx,[rbx-0x8]
mov    esi,ecx
not    esi
mov    rax,r8
test   sil,0x38
je     f5175 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1615>
mov    esi,ecx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,r8
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9,QWORD PTR [rax]
add    rax,0x8
shl    r9,0x6
prefetcht0 BYTE PTR [r14+r9*1]
dec    rsi
jne    f5160 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1600>
cmp    rcx,0x38
mov    r9,QWORD PTR [rsp+0x38]
jb     f5200 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>
add    r8,rbx
nop    WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rax]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x8]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x10]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x18]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x20]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x28]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x30]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
cmp    rax,r8
jne    f5190 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1630>
mov    rax,QWORD PTR [rsp+0x60]
mov    rax,QWORD PTR [rax]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x300],ymm0
cmp    rdx,0x20
jne    f5280 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1720>
xor    ecx,ecx
nop    DWORD PTR [rax]
mov    rsi,QWORD PTR [r12+rcx*8+0x100]
shl    rsi,0x6
mov    r8d,DWORD PTR [r12+rcx*4+0x200]
and    r8d,r15d
vmovdqa64 zmm0,ZMMWORD PTR [r14+rsi*1]
vpmulld zmm1,zmm5,DWORD BCST [r12+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm6
kmovw  esi,k0
test   WORD PTR [rax+r8*2],si
sete   BYTE PTR [rsp+rcx*1+0x300]
inc    rcx
cmp    rcx,0x20
jne    f5220 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
jmp    f52e1 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1781>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   rdx,rdx
je     f52e1 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1781>
xor    ecx,ecx
nop    WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [r12+rcx*8+0x100]
shl    rsi,0x6
mov    r8d,DWORD PTR [r12+rcx*4+0x200]
and    r8d,r15d
vmovdqa64 zmm0,ZMMWORD PTR [r14+rsi*1]
vpmulld zmm1,zmm5,DWORD BCST [r12+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm6
kmovw  esi,k0
test   WORD PTR [rax+r8*2],si
sete   BYTE PTR [rsp+rcx*1+0x300]
inc    rcx
cmp    rdx,rcx
jne    f5290 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1730>
cmp    r9,rdi
jb     f5352 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17f2>
cmp    r9,QWORD PTR [rsp+0x58]
ja     f5352 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17f2>
add    rdi,QWORD PTR [rsp+0x70]
lea    rsi,[rsp+0x300]
mov    rbx,r9
vzeroupper
call   QWORD PTR [rip+0xacca2]        # 1a1fa8 <memcpy@GLIBC_2.14>
vmovdqu ymm7,YMMWORD PTR [rsp+0x360]
vpbroadcastd zmm6,DWORD PTR [rip+0xfffffffffff1af6b]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
vmovdqa64 zmm5,ZMMWORD PTR [rip+0xfffffffffff3d15d]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x110d0>
mov    r11,QWORD PTR [rsp+0x40]
mov    rax,r13
mov    r13,r12
mov    rdi,rbx
mov    rdx,rbp
cmp    r11,rbx
jne    f46d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb70>
add    rsp,0x608
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xaa3c7]        # 19f720 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x1008>
mov    rsi,r9
mov    rdx,QWORD PTR [rsp+0x58]
vzeroupper
call   QWORD PTR [rip+0xacd56]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xa982f]        # 19eba0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x488>
mov    edx,0x20
xor    edi,edi
vzeroupper
call   QWORD PTR [rip+0xacd3f]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xa9868]        # 19ebf0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4d8>
mov    rdi,r9
mov    rdx,r11
vzeroupper
call   QWORD PTR [rip+0xacd29]        # 1a20c0 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff3cdbc]        # 3215e <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10dae>
lea    r9,[rip+0xa980f]        # 19ebb8 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4a0>
lea    rsi,[rsp+0x78]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xacf89]        # 1a2348 <_DYNAMIC+0x5b8>
int3
