// expect: compile -- GLSL 1.40 section 4.1.3: from GLSL 1.30 a literal of up to 32 bits is a valid int bit pattern (0xFFFFFFFF is -1)
#version 140
void main() {
    int i = 0xFFFFFFFF;
}
