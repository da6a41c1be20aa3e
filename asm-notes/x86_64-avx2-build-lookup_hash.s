0000000000044720 <lookup_hash>:
push   rax
mov    r8,rsi
mov    rdx,rdi
mov    rcx,QWORD PTR [rdi+0x10]
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rdx+0x8]
mov    eax,DWORD PTR [rdx+0x28]
cmp    BYTE PTR [rcx+0x58],0x1
jne    447b2 <lookup_hash+0x92>
lea    rcx,[rax-0x1]
cmp    BYTE PTR [rdx+0x2c],0x1
jne    447c3 <lookup_hash+0xa3>
cmp    eax,0x8
jne    44849 <lookup_hash+0x129>
mov    rcx,r8
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    44866 <lookup_hash+0x146>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc1e13]        # 65a0 <__abi_tag+0x62a4>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffc1f28]        # 66c8 <__abi_tag+0x63cc>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
dec    rax
mov    r9,QWORD PTR [rcx+0x10]
mov    rdx,r8
mov    rcx,rax
pop    rax
jmp    r9
mov    rax,rsi
mul    r8
cmp    rsi,rdx
jbe    44853 <lookup_hash+0x133>
and    ecx,0xf
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0x4e186]        # 92970 <_DYNAMIC+0x278>
shr    eax,0x16
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffc1dc0]        # 65c0 <__abi_tag+0x62c4>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc1d6a]        # 6580 <__abi_tag+0x6284>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rcx+rax*4],edx
sete   al
pop    rcx
vzeroupper
ret
mov    rdx,r8
pop    rax
jmp    QWORD PTR [rip+0x4e125]        # 92978 <_DYNAMIC+0x280>
lea    rax,[rip+0x4b76e]        # 8ffc8 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x4e15a]        # 929c0 <_DYNAMIC+0x2c8>
lea    rdx,[rip+0x4b773]        # 8ffe0 <__frame_dummy_init_array_entry+0x140>
mov    rdi,rax
call   QWORD PTR [rip+0x4e14a]        # 929c0 <_DYNAMIC+0x2c8>
