// expect: fail -- GLSL 1.30 section 3.6: `default` is a keyword or reserved word here
#version 130
void main() {
    float default = 1.0;
}
