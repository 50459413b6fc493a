// expect: compile -- GLSL ES 1.00 section 3.4: #line sets the source string number that __FILE__ gives
#version 100
precision mediump float;
#line 10 5
#if __FILE__ != 5
#error wrong __FILE__
#endif
void main() {}
