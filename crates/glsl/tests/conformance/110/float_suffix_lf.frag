// expect: fail -- GLSL 1.10 section 4.1.4: the lf suffix (double) does not exist before GLSL 4.00
#version 110
void main() {
    float a = 1.0lf;
}
