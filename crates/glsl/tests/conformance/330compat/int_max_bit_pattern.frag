// expect: compile -- GLSL 3.30 (compatibility) section 4.1.3: from GLSL 1.30 a literal of up to 32 bits is a valid int bit pattern (0xFFFFFFFF is -1)
#version 330 compatibility
void main() {
    int i = 0xFFFFFFFF;
}
