// expect: compile -- GLSL 1.30 section 4.1.3: decimal integer literals
#version 130
void main() {
    int i = 42;
}
