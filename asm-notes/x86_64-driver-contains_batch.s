00000000000e0990 <linebloom::bench::measure::{{closure}}>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x278
mov    rbx,rdi
mov    edi,0x1
call   10dea0 <<std::sys::pal::unix::time::Timespec>::now>
mov    r13,rax
mov    r12d,edx
mov    rax,QWORD PTR [rbx]
cmp    BYTE PTR [rax],0x0
je     e0a23 <linebloom::bench::measure::{{closure}}+0x93>
mov    rax,QWORD PTR [rbx+0x8]
mov    rsi,QWORD PTR [rbx+0x10]
movupd xmm0,XMMWORD PTR [rsi]
movupd XMMWORD PTR [rsp+0x78],xmm0
lea    rcx,[rsp+0x78]
mov    rcx,QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x30],rcx
mov    r14,QWORD PTR [rsp+0x80]
mov    rdi,QWORD PTR [rbx+0x18]
mov    rcx,QWORD PTR [rdi+0x8]
mov    QWORD PTR [rsp+0x70],rcx
mov    rcx,QWORD PTR [rdi+0x10]
cmp    DWORD PTR [rax],0x1
mov    DWORD PTR [rsp+0xc],r12d
jne    e0b57 <linebloom::bench::measure::{{closure}}+0x1c7>
mov    r15,QWORD PTR [rax+0x8]
mov    rdx,QWORD PTR [rax+0x20]
cmp    r15,rdx
ja     e0fca <linebloom::bench::measure::{{closure}}+0x63a>
add    r15,QWORD PTR [rax+0x18]
mov    edx,0x10
jmp    e0b60 <linebloom::bench::measure::{{closure}}+0x1d0>
mov    r14,QWORD PTR [rbx+0x10]
movupd xmm0,XMMWORD PTR [r14]
movupd XMMWORD PTR [rsp+0x78],xmm0
lea    rax,[rsp+0x78]
mov    rax,QWORD PTR [rsp+0x80]
mov    QWORD PTR [rsp+0x30],rax
test   rax,rax
je     e0e09 <linebloom::bench::measure::{{closure}}+0x479>
mov    DWORD PTR [rsp+0xc],r12d
mov    QWORD PTR [rsp+0x10],r13
mov    QWORD PTR [rsp+0x18],r14
mov    rbx,QWORD PTR [rbx+0x8]
mov    r14d,DWORD PTR [rbx+0x40]
dec    r14
cmp    r14,0xf
ja     e1005 <linebloom::bench::measure::{{closure}}+0x675>
mov    rax,QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x28],rax
mov    rax,QWORD PTR [rbx+0x28]
mov    QWORD PTR [rsp+0x20],rax
mov    rax,QWORD PTR [rbx+0x30]
mov    ecx,eax
bswap  ecx
shl    rcx,0x20
xor    rcx,rax
movabs r12,0xc73ab174c5ecd5a2
shl    r14,0xb
add    r14,QWORD PTR [rip+0x56128]        # 136bd0 <_DYNAMIC+0x9f0>
sub    r12,rcx
movabs r13,0x9fb21c651e98df25
xor    r15d,r15d
xor    ebp,ebp
jmp    e0b2a <linebloom::bench::measure::{{closure}}+0x19a>
nop    DWORD PTR [rax+0x0]
mov    rdx,QWORD PTR [rbx+0x10]
mov    ecx,0x18
rol    rax,0x20
xor    rax,r12
mov    rsi,rax
rol    rsi,0x18
mov    rdi,rax
rol    rdi,0x31
mov    rcx,QWORD PTR [rbx+rcx*1]
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r13
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r13
mov    r8,rax
shr    r8,0x1c
xor    r8,rax
mov    rdi,r14
mov    rsi,rcx
mov    rax,QWORD PTR [rsp+0x20]
call   QWORD PTR [rax+0x8]
movzx  eax,al
add    r15,rax
inc    rbp
cmp    QWORD PTR [rsp+0x30],rbp
je     e0df5 <linebloom::bench::measure::{{closure}}+0x465>
mov    rax,QWORD PTR [rsp+0x28]
mov    rax,QWORD PTR [rax+rbp*8]
cmp    DWORD PTR [rbx],0x1
jne    e0ac0 <linebloom::bench::measure::{{closure}}+0x130>
mov    rdx,QWORD PTR [rbx+0x8]
mov    rsi,QWORD PTR [rbx+0x20]
cmp    rdx,rsi
ja     e0f6b <linebloom::bench::measure::{{closure}}+0x5db>
add    rdx,QWORD PTR [rbx+0x18]
mov    ecx,0x10
jmp    e0ac9 <linebloom::bench::measure::{{closure}}+0x139>
mov    r15,QWORD PTR [rax+0x10]
mov    edx,0x18
mov    r12,QWORD PTR [rax+rdx*1]
mov    edx,DWORD PTR [rax+0x40]
mov    r8,QWORD PTR [rax+0x28]
mov    QWORD PTR [rsp+0x68],r8
mov    rbx,QWORD PTR [rax+0x30]
mov    QWORD PTR [rsp+0x38],r14
mov    QWORD PTR [rsp+0x48],rcx
cmp    r14,rcx
jne    e0f7e <linebloom::bench::measure::{{closure}}+0x5ee>
mov    QWORD PTR [rsp+0x58],rdi
mov    QWORD PTR [rsp+0x10],r13
mov    QWORD PTR [rsp+0x18],rsi
dec    rdx
mov    r13,rdx
cmp    rdx,0xf
ja     e0ff0 <linebloom::bench::measure::{{closure}}+0x660>
lea    rdi,[rsp+0x78]
mov    edx,0x200
xor    esi,esi
call   QWORD PTR [rip+0x55958]        # 136510 <memset@GLIBC_2.2.5>
cmp    r14,0x20
mov    r9d,0x20
cmovb  r9,r14
test   r14,r14
je     e0df2 <linebloom::bench::measure::{{closure}}+0x462>
mov    r8,r13
shl    r8,0xb
add    r8,QWORD PTR [rip+0x55ff3]        # 136bd0 <_DYNAMIC+0x9f0>
lea    ecx,[r9*8+0x0]
movabs r13,0x9fb21c651e98df25
mov    eax,ebx
bswap  eax
shl    rax,0x20
xor    rax,rbx
movabs rbx,0xc73ab174c5ecd5a2
sub    rbx,rax
xor    esi,esi
nop    DWORD PTR [rax+0x0]
cmp    r14,rsi
je     e0fdd <linebloom::bench::measure::{{closure}}+0x64d>
mov    rax,QWORD PTR [rsp+0x30]
mov    rax,QWORD PTR [rax+rsi*8]
rol    rax,0x20
xor    rax,rbx
mov    rdx,rax
rol    rdx,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rdx
xor    rdi,rax
imul   rdi,r13
mov    rdx,rdi
shr    rdx,0x23
add    rdx,0x8
xor    rdx,rdi
imul   rdx,r13
mov    rax,rdx
shr    rax,0x1c
xor    rax,rdx
mov    QWORD PTR [rsp+rsi*8+0x78],rax
mul    r12
cmp    r12,rdx
jbe    e0fa4 <linebloom::bench::measure::{{closure}}+0x614>
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
inc    rsi
add    rcx,0xfffffffffffffff8
jne    e0c10 <linebloom::bench::measure::{{closure}}+0x280>
mov    QWORD PTR [rsp+0x60],r8
xor    r10d,r10d
xor    ecx,ecx
xor    eax,eax
nop    DWORD PTR [rax+0x0]
xor    rax,0x1
mov    QWORD PTR [rsp+0x28],rax
lea    rdx,[r9+r10*1]
mov    rsi,r14
sub    rsi,rdx
cmp    rsi,0x20
mov    eax,0x20
cmovae rsi,rax
mov    QWORD PTR [rsp+0x20],rsi
mov    rbp,rdx
cmp    r14,rdx
je     e0d62 <linebloom::bench::measure::{{closure}}+0x3d2>
mov    rax,QWORD PTR [rsp+0x28]
shl    rax,0x8
mov    rdx,QWORD PTR [rsp+0x20]
lea    esi,[rdx*8+0x0]
lea    r8,[rsp+rax*1]
add    r8,0x78
mov    rdi,rbp
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    rdi,r14
jae    e0fba <linebloom::bench::measure::{{closure}}+0x62a>
mov    rax,QWORD PTR [rsp+0x30]
mov    rax,QWORD PTR [rax+rdi*8]
rol    rax,0x20
xor    rax,rbx
mov    rdx,rax
rol    rdx,0x31
mov    r11,rax
rol    r11,0x18
xor    r11,rdx
xor    r11,rax
imul   r11,r13
mov    rdx,r11
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r11
imul   rdx,r13
mov    rax,rdx
shr    rax,0x1c
xor    rax,rdx
mov    QWORD PTR [r8],rax
mul    r12
cmp    r12,rdx
jbe    e0fa4 <linebloom::bench::measure::{{closure}}+0x614>
add    r8,0x8
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
inc    rdi
add    rsi,0xfffffffffffffff8
jne    e0cf0 <linebloom::bench::measure::{{closure}}+0x360>
cmp    rbp,r10
jb     e0f55 <linebloom::bench::measure::{{closure}}+0x5c5>
cmp    r14,rbp
jb     e0f55 <linebloom::bench::measure::{{closure}}+0x5c5>
shl    rcx,0x8
lea    r8,[rsp+rcx*1]
add    r8,0x78
add    r10,QWORD PTR [rsp+0x70]
mov    rdi,QWORD PTR [rsp+0x60]
mov    rsi,r12
mov    rdx,r15
mov    rcx,r12
push   r9
push   r10
mov    rax,QWORD PTR [rsp+0x78]
call   QWORD PTR [rax+0x18]
add    rsp,0x10
mov    r10,rbp
mov    r9,QWORD PTR [rsp+0x20]
mov    rax,QWORD PTR [rsp+0x28]
mov    rcx,rax
cmp    r14,rbp
jne    e0c90 <linebloom::bench::measure::{{closure}}+0x300>
mov    rax,QWORD PTR [rsp+0x58]
mov    rdx,QWORD PTR [rax+0x10]
test   rdx,rdx
je     e0df2 <linebloom::bench::measure::{{closure}}+0x462>
mov    rax,QWORD PTR [rax+0x8]
mov    ecx,edx
and    ecx,0x7
cmp    rdx,0x8
mov    r14,QWORD PTR [rsp+0x18]
mov    r13,QWORD PTR [rsp+0x10]
mov    r12d,DWORD PTR [rsp+0xc]
jae    e0e11 <linebloom::bench::measure::{{closure}}+0x481>
xor    esi,esi
xor    r15d,r15d
jmp    e0e72 <linebloom::bench::measure::{{closure}}+0x4e2>
xor    r15d,r15d
mov    r14,QWORD PTR [rsp+0x18]
mov    r13,QWORD PTR [rsp+0x10]
mov    r12d,DWORD PTR [rsp+0xc]
jmp    e0e8f <linebloom::bench::measure::{{closure}}+0x4ff>
xor    r15d,r15d
jmp    e0e8f <linebloom::bench::measure::{{closure}}+0x4ff>
and    rdx,0xfffffffffffffff8
xor    esi,esi
xor    r15d,r15d
nop    WORD PTR [rax+rax*1+0x0]
movzx  edi,BYTE PTR [rax+rsi*1]
add    rdi,r15
movzx  r8d,BYTE PTR [rax+rsi*1+0x1]
movzx  r9d,BYTE PTR [rax+rsi*1+0x2]
add    r9,r8
add    r9,rdi
movzx  edi,BYTE PTR [rax+rsi*1+0x3]
movzx  r8d,BYTE PTR [rax+rsi*1+0x4]
add    r8,rdi
movzx  edi,BYTE PTR [rax+rsi*1+0x5]
add    rdi,r8
add    rdi,r9
movzx  r8d,BYTE PTR [rax+rsi*1+0x6]
movzx  r15d,BYTE PTR [rax+rsi*1+0x7]
add    r15,r8
add    r15,rdi
add    rsi,0x8
cmp    rdx,rsi
jne    e0e20 <linebloom::bench::measure::{{closure}}+0x490>
test   rcx,rcx
je     e0e8f <linebloom::bench::measure::{{closure}}+0x4ff>
add    rax,rsi
xor    edx,edx
nop    WORD PTR [rax+rax*1+0x0]
movzx  esi,BYTE PTR [rax+rdx*1]
add    r15,rsi
inc    rdx
cmp    rcx,rdx
jne    e0e80 <linebloom::bench::measure::{{closure}}+0x4f0>
mov    edi,0x1
call   10dea0 <<std::sys::pal::unix::time::Timespec>::now>
mov    QWORD PTR [rsp+0x38],rax
mov    DWORD PTR [rsp+0x40],edx
mov    QWORD PTR [rsp+0x48],r13
mov    DWORD PTR [rsp+0x50],r12d
lea    rdi,[rsp+0x78]
lea    rsi,[rsp+0x38]
lea    rdx,[rsp+0x48]
call   10ddd0 <<std::sys::pal::unix::time::Timespec>::sub_timespec>
cmp    BYTE PTR [rsp+0x78],0x0
movsd  xmm2,QWORD PTR [rip+0xfffffffffff2cef3]        # ddc0 <anon.58baeeae7d5fe476157d296c9f08f803.346.llvm.5844774155465566772+0xc0>
movapd xmm1,XMMWORD PTR [rip+0xfffffffffff2cd7b]        # dc50 <anon.eb89d4395b0ead844ef0b45b8b54da85.151.llvm.3643936799275306673+0x10a>
xorpd  xmm0,xmm0
jne    e0f17 <linebloom::bench::measure::{{closure}}+0x587>
movsd  xmm3,QWORD PTR [rsp+0x80]
xorps  xmm0,xmm0
cvtsi2sd xmm0,DWORD PTR [rsp+0x88]
unpcklps xmm3,xmm2
subpd  xmm3,xmm1
movapd xmm4,xmm3
unpckhpd xmm4,xmm3
addsd  xmm4,xmm3
movsd  xmm3,QWORD PTR [rip+0xfffffffffff2e64d]        # f558 <anon.139b87fa81e6281425927458b126f548.180.llvm.6308449897743187825+0x48>
divsd  xmm0,xmm3
addsd  xmm0,xmm4
mulsd  xmm0,xmm3
movsd  xmm3,QWORD PTR [r14+0x8]
unpcklps xmm3,xmm2
subpd  xmm3,xmm1
movapd xmm1,xmm3
unpckhpd xmm1,xmm3
addsd  xmm1,xmm3
divsd  xmm0,xmm1
mov    QWORD PTR [rsp+0x78],r15
lea    rax,[rsp+0x78]
mov    rax,QWORD PTR [rsp+0x78]
add    rsp,0x278
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
ret
lea    rcx,[rip+0x52f94]        # 133ef0 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xec8>
mov    rdi,r10
mov    rsi,rbp
mov    rdx,r14
call   QWORD PTR [rip+0x5558d]        # 1364f8 <_DYNAMIC+0x318>
lea    rcx,[rip+0x520b6]        # 133028 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440>
mov    rdi,rdx
mov    rdx,rsi
call   QWORD PTR [rip+0x5557a]        # 1364f8 <_DYNAMIC+0x318>
lea    rcx,[rip+0xfffffffffff3f665]        # 205ea <linebloom::block::SELECT+0x9d9a>
lea    r9,[rip+0x52c5c]        # 133be8 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xbc0>
lea    rsi,[rsp+0x38]
lea    rdx,[rsp+0x48]
mov    r8d,0x5b
xor    edi,edi
call   QWORD PTR [rip+0x557ec]        # 136790 <_DYNAMIC+0x5b0>
lea    rax,[rip+0x52f5d]        # 133f08 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xee0>
mov    rdi,rdx
mov    rsi,r12
mov    rdx,rax
call   QWORD PTR [rip+0x5543e]        # 1363f8 <_DYNAMIC+0x218>
lea    rdx,[rip+0x52c57]        # 133c18 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xbf0>
mov    rsi,r14
call   QWORD PTR [rip+0x5542e]        # 1363f8 <_DYNAMIC+0x218>
lea    rcx,[rip+0x52057]        # 133028 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440>
mov    rdi,r15
mov    rsi,rdx
call   QWORD PTR [rip+0x5551b]        # 1364f8 <_DYNAMIC+0x318>
lea    rdx,[rip+0x52c34]        # 133c18 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xbf0>
mov    rdi,r14
mov    rsi,r14
call   QWORD PTR [rip+0x55408]        # 1363f8 <_DYNAMIC+0x218>
lea    rdx,[rip+0x52c09]        # 133c00 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xbd8>
mov    esi,0x10
mov    rdi,r13
call   QWORD PTR [rip+0x553f3]        # 1363f8 <_DYNAMIC+0x218>
mov    rdi,rbx
call   QWORD PTR [rip+0x55c7a]        # 136c88 <_DYNAMIC+0xaa8>
lea    rdx,[rip+0x52beb]        # 133c00 <anon.e014484ec88af5ff60791d4d46ad247d.174.llvm.5357052003384423440+0xbd8>
mov    esi,0x10
mov    rdi,r14
call   QWORD PTR [rip+0x553d5]        # 1363f8 <_DYNAMIC+0x218>
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
