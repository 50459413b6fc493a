// expect: fail -- GLSL 1.30 section 3.6: goto is reserved
#version 130
void main() {
    goto end;
}
