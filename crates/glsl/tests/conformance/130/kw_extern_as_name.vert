// expect: fail -- GLSL 1.30 section 3.6: `extern` is a keyword or reserved word here
#version 130
void main() {
    float extern = 1.0;
}
