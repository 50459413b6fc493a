// expect: compile -- GLSL 1.40 section 4.1.3: the U suffix (unsigned integers) exists from GLSL 1.30
#version 140
void main() {
    uint u = 0xFFU;
}
