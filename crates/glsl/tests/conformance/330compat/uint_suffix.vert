// expect: compile -- GLSL 3.30 (compatibility) section 4.1.3: the u suffix (unsigned integers) exists from GLSL 1.30
#version 330 compatibility
void main() {
    uint u = 3u;
}
