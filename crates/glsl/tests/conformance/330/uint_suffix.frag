// expect: compile -- GLSL 3.30 section 4.1.3: the u suffix (unsigned integers) exists from GLSL 1.30
#version 330 core
void main() {
    uint u = 3u;
}
