// expect: fail -- GLSL 1.10 section 3.6: `namespace` is a keyword or reserved word here
#version 110
void main() {
    float namespace = 1.0;
}
