// expect: fail -- GLSL 3.30 (compatibility) section 4.1.4: the lf suffix (double) does not exist before GLSL 4.00
#version 330 compatibility
void main() {
    float a = 1.0lf;
}
