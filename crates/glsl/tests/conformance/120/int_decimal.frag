// expect: compile -- GLSL 1.20 section 4.1.3: decimal integer literals
#version 120
void main() {
    int i = 42;
}
