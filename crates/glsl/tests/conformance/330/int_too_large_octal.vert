// expect: fail -- GLSL 3.30 section 4.1.3: an octal literal that does not fit in 32 bits is an error
#version 330 core
void main() {
    int i = 040000000000;
}
