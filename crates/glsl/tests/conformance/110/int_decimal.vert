// expect: compile -- GLSL 1.10 section 4.1.3: decimal integer literals
#version 110
void main() {
    int i = 42;
}
