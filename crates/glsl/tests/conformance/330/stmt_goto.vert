// expect: fail -- GLSL 3.30 section 3.6: goto is reserved
#version 330 core
void main() {
    goto end;
}
