// expect: compile -- GLSL 1.30 section 4.1.3: from GLSL 1.30 an octal literal of up to 32 bits is a valid int bit pattern
#version 130
void main() {
    int i = 037777777777;
}
