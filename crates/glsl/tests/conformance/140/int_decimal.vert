// expect: compile -- GLSL 1.40 section 4.1.3: decimal integer literals
#version 140
void main() {
    int i = 42;
}
