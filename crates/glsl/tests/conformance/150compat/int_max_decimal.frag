// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: from GLSL 1.30 4294967295 fits in 32 bits
#version 150 compatibility
void main() {
    int i = 4294967295;
}
