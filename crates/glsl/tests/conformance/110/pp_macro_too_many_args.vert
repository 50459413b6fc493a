// expect: fail -- GLSL 1.10 section 3.3: a macro call with the wrong number of arguments is an error
#version 110
#define F(a) a
void main() {
    float a = F(1.0, 2.0);
}
